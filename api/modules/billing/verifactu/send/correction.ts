import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { recordAudit } from "../../../../audit/record-audit.js";
import { conflict, notFound } from "../../../../errors.js";
import { recipientOf } from "../../invoice-recipient.js";
import { addAltaRecord, addCancellationRecord } from "../../verifactu-records.js";
import { recordRecipient, type RecordDetail, type RecordRecipient } from "../record-details.js";
import type { Database } from "../../../../db/schema.js";
import type { ChainRecord } from "../chain-check.js";

// Retrying a record (POST /api/verifactu/records/{id}/retry), in the caller's transaction:
// - one waiting after the agency could not be reached is made due now (its backoff is over);
// - a rejected one is corrected: a new record is chained at the end (the rejected one stays, the
//   chain is only ever appended to) from the invoice's data as it is now (its client's tax data
//   corrected, say), and queued as a subsanación of the rejected one (Subsanacion = S,
//   RechazoPrevio = S). A record is corrected once; its correction, if rejected, can be in turn.
// - a registration accepted with errors is corrected the same way, as a subsanación without
//   RechazoPrevio (the agency holds it: the correction replaces what it holds).

export type RetryResult =
  | { action: "due_now"; recordId: number }
  | { action: "corrected"; recordId: number; correctionId: number };

const cents = (amount: unknown): number => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(String(amount ?? "0.00"));
  if (!match) return 0;
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
};
const isoDate = (aeat: string) => aeat.split("-").reverse().join("-");
const json = <T>(value: unknown): T | null =>
  typeof value === "string" ? (JSON.parse(value) as T) : ((value ?? null) as T | null);

export async function retryRecord(
  trx: Kysely<Database>,
  request: FastifyRequest | null,
  recordId: number,
  now = new Date(),
): Promise<RetryResult> {
  const found = await trx
    .selectFrom("verifactu_submissions as s")
    .innerJoin("verifactu_records as r", "r.id", "s.record_id")
    .selectAll("r")
    .select(["s.status"])
    .where("s.record_id", "=", recordId)
    .forUpdate()
    .executeTakeFirst();
  if (!found) throw notFound();
  if (found.status === "pending") {
    await trx
      .updateTable("verifactu_submissions")
      .set({ next_attempt_at: now, updated_at: now })
      .where("record_id", "=", recordId)
      .execute();
    // Only a backoff (failures > 0) is cut short; the agency's own waiting time still holds.
    await sql`update verifactu_queue set not_before = least(not_before, ${now.toISOString()}::timestamptz) where id = 1
      and failures > 0`.execute(trx);
    await recordAudit(trx, request, { action: "verifactu_retry", resource: "verifactu-records", recordId });
    return { action: "due_now", recordId };
  }
  // Accepted with errors, a registration is corrected too (Subsanacion = S, no RechazoPrevio).
  const correctable = found.status === "rejected" || (found.status === "accepted_with_errors" && found.kind === "alta");
  if (!correctable) throw conflict("billing-api:verifactuNotRetriable");
  const already = await trx
    .selectFrom("verifactu_submissions")
    .select("record_id")
    .where("corrects_id", "=", recordId)
    .executeTakeFirst();
  if (already) throw conflict("billing-api:verifactuAlreadyCorrected");

  let correction: ChainRecord;
  if (found.kind === "anulacion") correction = await addCancellationRecord(trx, found.invoice_id, now);
  else {
    const invoice = await trx
      .selectFrom("invoices")
      .select(["client_id"])
      .where("id", "=", found.invoice_id)
      .executeTakeFirstOrThrow();
    const stored = json<RecordRecipient>(found.recipient);
    const current = recordRecipient(await recipientOf(trx, invoice.client_id));
    correction = await addAltaRecord(
      trx,
      {
        invoiceId: found.invoice_id,
        issuerNif: String(found.issuer_nif),
        number: String(found.invoice_number),
        issueDate: isoDate(String(found.issue_date)),
        kind: String(found.invoice_type),
        taxTotal: cents(found.tax_total),
        amount: cents(found.total),
        recipient: stored ? (current ?? stored) : null,
        breakdown: json<RecordDetail[]>(found.breakdown) ?? [],
      },
      now,
    );
  }
  // Queued whatever the mode is now: the rejected record was sent, its correction must be.
  await sql`insert into verifactu_submissions (record_id, corrects_id) values (${correction.id}, ${recordId})
    on conflict (record_id) do update set corrects_id = excluded.corrects_id`.execute(trx);
  await recordAudit(trx, request, {
    action: "verifactu_correct",
    resource: "verifactu-records",
    recordId,
    after: { correction_id: correction.id },
  });
  return { action: "corrected", recordId, correctionId: Number(correction.id) };
}
