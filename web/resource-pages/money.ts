// Money fields hold integer cents (docs/product.md#http-contract): people type and read euros with two decimals in
// their language's format, the API only ever sees whole cents.

// Writing money (thousands always grouped) is the kit's, shared with the API's mails and PDFs.
import { DEFAULT_CURRENCY, separatorsOf } from "../../resources/kit/money";

export { formatMoney, moneyCell } from "../../resources/kit/money";
export const CURRENCY = DEFAULT_CURRENCY;

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

/** The language's decimal separator ("," in Spanish, "." in English). */
export function decimalSeparator(lang: string): string {
  return separatorsOf(lang).decimal;
}
