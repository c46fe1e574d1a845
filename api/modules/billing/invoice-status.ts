import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/schema.js";

// The status of an issued invoice follows its payments and its due date: paid once nothing is
// outstanding (a credit note, whose total is negative, has nothing to collect), overdue past its
// due date while something is, partially paid or issued before. Voided and drafts keep theirs. `today` is the
// company's date, in its time zone.
export function statusExpression(today: RawBuilder<string> = companyToday()): RawBuilder<string> {
  return sql<string>`case
    when status in ('draft', 'voided') then status
    when total <= 0 or paid_total >= total then 'paid'
    when due_date < cast(${today} as date) then 'overdue'
    when paid_total > 0 then 'partially_paid'
    else 'issued' end`;
}

export function companyToday(): RawBuilder<string> {
  return sql<string>`(select (now() at time zone timezone)::date from company where id = 1)`;
}

/** Brings the status of these invoices (or of all unpaid ones) up to date; answers how many moved. */
export async function refreshStatus(db: Kysely<Database>, ids?: number[], today?: string): Promise<number> {
  const next = statusExpression(today ? sql<string>`${today}` : undefined);
  let query = db
    .updateTable("invoices")
    .set({ status: next, version: sql`version + 1`, updated_at: sql`now()` })
    .where("status", "in", ["issued", "partially_paid", "overdue", "paid"])
    .where(sql<boolean>`status is distinct from ${next}`);
  if (ids) query = query.where("id", "in", ids.length ? ids : [0]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
