// Money fields hold integer cents (DESIGN §4): people type and read euros with two decimals in
// their language's format, the API only ever sees whole cents.

export const CURRENCY = "EUR";

/** Cents as euros (1234 → 12.34); null for no value. */
export function centsToEuros(cents: unknown): number | null {
  if (cents === null || cents === undefined || cents === "") return null;
  const n = Number(cents);
  return Number.isFinite(n) ? n / 100 : null;
}

/** Euros as whole cents (12.345 → 1235): rounded, since a float euro is rarely exact (0.29 * 100). */
export function eurosToCents(euros: unknown): number | null {
  if (euros === null || euros === undefined || euros === "") return null;
  const n = typeof euros === "number" ? euros : Number(String(euros).replace(",", "."));
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** An amount of cents as the language shows money: "1.234,56 €", "€1,234.56". */
export function formatMoney(cents: unknown, lang: string): string {
  const euros = centsToEuros(cents);
  if (euros === null) return "";
  return new Intl.NumberFormat(lang, { style: "currency", currency: CURRENCY }).format(euros);
}

/** The language's decimal separator ("," in Spanish, "." in English). */
export function decimalSeparator(lang: string): string {
  return new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".";
}

/** Cents as a plain decimal for a spreadsheet in that language ("1234,56"), no currency sign. */
export function moneyCell(cents: unknown, lang: string): string {
  const euros = centsToEuros(cents);
  if (euros === null) return "";
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(euros);
}
