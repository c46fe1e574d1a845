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
