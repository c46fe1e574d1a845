import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { conflict, fieldError, notFound } from "../../errors.js";
import { companyDate } from "./company-date.js";
import { settleInvoices } from "./invoice-settlement.js";
import type { Database } from "../../db/schema.js";

// A debit the debtor's bank sent back (no funds, mandate cancelled…): its payment is removed, so
// the invoice is owed again (unpaid or overdue) and a later remittance may collect it.
export async function returnDebit(
  trx: Kysely<Database>,
  request: FastifyRequest,
  debitId: number,
  body: { reason: string; returned_on?: string },
): Promise<number> {
  const debit = await trx
    .selectFrom("sepa_debits")
    .select(["id", "invoice_id", "payment_id", "status", "remittance_id"])
    .where("id", "=", debitId)
    .forUpdate()
    .executeTakeFirst();
  if (!debit) throw notFound();
  if (debit.status === "returned") throw conflict("tuition-api:alreadyReturned");
  const returnedOn = body.returned_on ?? (await companyDate(trx));
  const remittance = await trx
    .selectFrom("sepa_remittances")
    .select("created_at")
    .where("id", "=", debit.remittance_id)
    .executeTakeFirstOrThrow();
  if (returnedOn < (await companyDate(trx, new Date(remittance.created_at))))
    throw fieldError("returned_on", "tuition-api:returnedBeforeSent");
  const invoiceId = debit.invoice_id;
  await trx.selectFrom("invoices").select("id").where("id", "=", invoiceId).forUpdate().execute();
  await trx
    .updateTable("sepa_debits")
    .set({ status: "returned", returned_on: returnedOn, return_reason: body.reason, payment_id: null })
    .where("id", "=", debitId)
    .execute();
  if (debit.payment_id !== null) await trx.deleteFrom("invoice_payments").where("id", "=", debit.payment_id).execute();
  await settleInvoices(trx, [invoiceId]);
  await recordAudit(trx, request, {
    action: "return",
    resource: "sepa-debits",
    recordId: debitId,
    before: { status: "sent", payment_id: debit.payment_id },
    after: { status: "returned", reason: body.reason, returned_on: returnedOn },
  });
  return invoiceId;
}
