import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

// A remittance's debits as the screen lists them: who, which invoice, how much, and whether the
// bank returned it.
export async function remittanceDebits(
  db: Kysely<Database>,
  remittanceId?: number,
  debitId?: number,
): Promise<Record<string, unknown>[]> {
  const where = debitId === undefined ? sql`d.remittance_id = ${remittanceId}` : sql`d.id = ${debitId}`;
  const { rows } = await sql<Record<string, any>>`
    select d.id, d.remittance_id, d.invoice_id, i.number as invoice_number, i.status as invoice_status, d.client_id,
    lc.name as client_name,
      d.amount, d.end_to_end_id, d.mandate_id, d.sequence_type, d.status, d.returned_on, d.return_reason, d.payment_id
    from sepa_debits d join invoices i on i.id = d.invoice_id join lead_clients lc on lc.id = d.client_id
    where ${where}
    order by lc.name, d.id`.execute(db);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    remittance_id: Number(r.remittance_id),
    invoice_id: Number(r.invoice_id),
    client_id: Number(r.client_id),
    amount: Number(r.amount),
    payment_id: r.payment_id === null ? null : Number(r.payment_id),
  }));
}
