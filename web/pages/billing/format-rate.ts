// A rate as the language writes it: "5,2 %" in Spanish, "5.2 %" in English; the sign never
// wraps away from its number.
export function formatRate(rate: number | string | null | undefined, lang: string): string {
  const n = Number(rate ?? 0);
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(Number.isFinite(n) ? n : 0)}\u00a0%`;
}
