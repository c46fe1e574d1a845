// Money derived from money (a share of an amount, an amount split among parts), in integer cents,
// rounded once, half away from zero: the rule of Spanish invoices, and the one PostgreSQL's
// round(numeric) follows, so the API's SQL (api/crud/money-sql.ts) answers the same cents.
// Invoices, weighted values, board totals and the dashboard all round here.

// Percentages carry at most 3 decimals: scaled to integers, the products stay exact in BigInt.
const SCALE = 1000n;
const scaled = (value: number): bigint => BigInt(Math.round(value * 1000));

/** numerator / denominator rounded half away from zero (denominator > 0). */
export function divRound(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

/** `amount` × `percent` / 100, rounded to the cent (a weighted value, a tax). */
export function percentOf(amount: number, percent: number): number {
  return divRound(BigInt(Math.round(amount)) * scaled(percent), 100n * SCALE);
}

/** `amount` split among `parts`, rounded to the cent (a campaign's cost per lead); null for no parts. */
export function shareOf(amount: number, parts: number): number | null {
  if (!parts) return null;
  return divRound(BigInt(Math.round(amount)) * (parts < 0 ? -1n : 1n), BigInt(Math.abs(Math.round(parts))));
}

// How money is written, the one formatter of the web, the API's answers, mails and PDFs. Thousands
// are always grouped: Spanish (es-ES) leaves 4-digit amounts ungrouped by default ("5400,00 €"
// beside "11.500,00 €"); "always" writes "5.400,00 €". Exports (CSV) keep plain numbers instead
// (moneyCell): a spreadsheet reads "5400,00" as a number in any locale that uses a decimal comma.

export const DEFAULT_CURRENCY = "EUR";

export interface MoneyOptions {
  /** ISO 4217; euros unless the company says otherwise. */
  currency?: string;
  /** "cents" always (12,50 €, 5.400,00 €); "auto" drops ",00" (a header's 23.000 €); "none" rounds to units. */
  decimals?: "cents" | "auto" | "none";
  /** Digits past the cent, for unit prices (0,125 €). */
  maxDecimals?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(
  locale: string,
  { currency = DEFAULT_CURRENCY, decimals = "cents", maxDecimals }: MoneyOptions,
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}|${maxDecimals ?? ""}`;
  let format = formatters.get(key);
  if (!format) {
    const digits =
      decimals === "none"
        ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
        : decimals === "auto"
          ? { minimumFractionDigits: 0, maximumFractionDigits: 2 }
          : {};
    const unit = maxDecimals ? { maximumFractionDigits: maxDecimals } : {};
    format = new Intl.NumberFormat(locale, { style: "currency", currency, useGrouping: "always", ...digits, ...unit });
    formatters.set(key, format);
  }
  return format;
}

/** Integer cents as the language writes money: "5.400,00 €" (es), "€5,400.00" (en); "" for no value. */
export function formatMoney(cents: unknown, locale: string, options: MoneyOptions = {}): string {
  if (cents === null || cents === undefined || cents === "") return "";
  const n = Number(cents);
  if (!Number.isFinite(n)) return "";
  const euros = options.decimals === "none" ? Math.round(n / 100) : n / 100;
  return formatterFor(locale, options).format(euros);
}

/** Cents as a plain decimal for a spreadsheet in that language ("1234,56"): no sign, no grouping. */
export function moneyCell(cents: unknown, locale: string): string {
  if (cents === null || cents === undefined || cents === "") return "";
  const n = Number(cents);
  if (!Number.isFinite(n)) return "";
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(n / 100);
}

/** The language's separators: "." and "," in Spanish, "," and "." in English. */
export function separatorsOf(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale, { useGrouping: "always" }).formatToParts(12345.5);
  return {
    group: parts.find((p) => p.type === "group")?.value ?? ",",
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
  };
}
