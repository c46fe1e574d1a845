/** A numeric column's value (PostgreSQL's numeric comes as a string), or undefined when it is empty. */
export function readNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
