import { sql, type Kysely } from "kysely";
import { monthOf } from "./tuition-month.js";
import type { Remittance } from "../../../resources/education/tuition-answers.js";
import type { Database } from "../../db/schema.js";

// The runs, newest first, with where their invoices stand and the remittances made of them.

export type RemittanceSummary = Remittance;

export async function listRuns(
  db: Kysely<Database>,
  limit: number,
  runId?: number,
): Promise<Record<string, unknown>[]> {
  const only = runId === undefined ? sql`` : sql`where r.id = ${runId}`;
  const { rows } = await sql<Record<string, any>>`
    select r.id, r.month, r.created_at, r.scheduled, r.invoice_count, r.registration_count, r.total,
      u.name as created_by_name,
      (select count(*) from invoices i where i.tuition_run_id = r.id and i.status = 'draft') as draft_count,
      (select count(*) from invoices i where i.tuition_run_id = r.id and i.status not in ('draft', 'voided')) as
      issued_count,
      (select coalesce(sum(i.outstanding), 0) from invoices i where i.tuition_run_id = r.id) as outstanding
    from tuition_runs r left join users u on u.id = r.created_by_id
    ${only}
    order by r.month desc, r.id desc
    limit ${limit}`.execute(db);
  const remittances = await remittancesOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    ...r,
    month: monthOf(r.month),
    created_at: new Date(r.created_at).toISOString(),
    invoice_count: Number(r.invoice_count),
    registration_count: Number(r.registration_count),
    total: Number(r.total),
    draft_count: Number(r.draft_count),
    issued_count: Number(r.issued_count),
    outstanding: Number(r.outstanding),
    remittances: remittances.filter((m) => m.run_id === Number(r.id)),
  }));
}

export async function remittancesOf(db: Kysely<Database>, runIds: number[]): Promise<RemittanceSummary[]> {
  if (!runIds.length) return [];
  const { rows } = await sql<Record<string, any>>`
    select m.id, m.run_id, m.message_id, m.collection_date, m.transaction_count, m.total, m.created_at,
      (select count(*) from sepa_debits d where d.remittance_id = m.id and d.status = 'returned') as returned_count
    from sepa_remittances m
    where m.run_id = any(${sql.val(runIds)}::int[])
    order by m.id desc`.execute(db);
  return rows.map((m) => remittanceSummary(m));
}

export function remittanceSummary(m: Record<string, any>): RemittanceSummary {
  return {
    id: Number(m.id),
    run_id: m.run_id === null ? null : Number(m.run_id),
    message_id: String(m.message_id),
    collection_date: String(m.collection_date),
    transaction_count: Number(m.transaction_count),
    total: Number(m.total),
    returned_count: Number(m.returned_count ?? 0),
    created_at: new Date(m.created_at).toISOString(),
  };
}
