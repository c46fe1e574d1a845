import { sql, type Kysely } from "kysely";
import { refreshStatus } from "../billing/invoice-status.js";
import type { Database } from "../../db/schema.js";

// A debit's payment is written and removed here, not through the payments endpoint, so the
// invoices' paid totals and statuses follow in the same transaction, as payment-hooks.ts does
// for the generic writes (the caller holds the invoices' locks).
export async function settleInvoices(trx: Kysely<Database>, invoiceIds: number[]): Promise<void> {
  if (!invoiceIds.length) return;
  await trx
    .updateTable("invoices")
    .set({
      paid_total: sql`(select coalesce(sum(p.amount), 0) from invoice_payments p where p.invoice_id = invoices.id)`,
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where("id", "in", invoiceIds)
    .execute();
  await refreshStatus(trx, invoiceIds);
}
