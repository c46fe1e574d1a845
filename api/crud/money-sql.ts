import { sql, type RawBuilder } from "kysely";

// resources/kit/money.ts in SQL, for money derived where the rows are (a list's column, a sum):
// numeric arithmetic is exact and round(numeric) rounds half away from zero, so these answer the
// same cents as percentOf and shareOf. Never integer division, which truncates.

/** `amount` × `percent` / 100, rounded to the cent; an empty amount or percent counts as 0. */
export function percentOfSql(amount: RawBuilder<unknown>, percent: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`round(coalesce(${amount}, 0)::numeric * coalesce(${percent}, 0) / 100)::bigint`;
}

/** `amount` split among `parts`, rounded to the cent; null for no parts. */
export function shareOfSql(amount: RawBuilder<unknown>, parts: RawBuilder<unknown>): RawBuilder<number | null> {
  return sql<number | null>`round(${amount}::numeric / nullif(${parts}, 0))::bigint`;
}
