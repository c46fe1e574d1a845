import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { fieldError, notFound, validationFailed, type FieldError } from "../../errors.js";
import { addDays, companyDate } from "./company-date.js";
import { remittanceSummary, type RemittanceSummary } from "./list-runs.js";
import { remittanceCandidates, type DebitCandidate, type Skipped } from "./remittance-candidates.js";
import { buildSepaXml, type DebitLine } from "./sepa-document.js";
import { settleInvoices } from "./invoice-settlement.js";
import { readSettings, type TuitionSettings } from "./tuition-settings.js";
import type { Database } from "../../db/schema.js";

// A SEPA remittance of a run's issued invoices, in the caller's transaction: the file, a debit
// per invoice and the direct-debit payment that settles it, all or nothing.

export interface RemittanceResult {
  remittance: RemittanceSummary | null;
  skipped: Skipped[];
}

export async function createRemittance(
  trx: Kysely<Database>,
  request: FastifyRequest,
  runId: number,
  requestedDate?: string,
): Promise<RemittanceResult> {
  const run = await trx.selectFrom("tuition_runs").select("id").where("id", "=", runId).forUpdate().executeTakeFirst();
  if (!run) throw notFound();
  const settings = await readSettings(trx);
  if (settings.missing.length) throw creditorIncomplete(settings.missing, request);
  const today = await companyDate(trx);
  const collectionDate = requestedDate ?? addDays(today, settings.collection_days);
  // A debit is presented ahead of its day: the earliest a bank takes is tomorrow.
  if (collectionDate <= today) throw fieldError("collection_date", "tuition-api:collectionTooSoon");

  const { debits, skipped } = await remittanceCandidates(trx, runId);
  if (!debits.length) return { remittance: null, skipped };

  const { rows } = await sql<{
    id: number;
  }>`select nextval(pg_get_serial_sequence('sepa_remittances', 'id')) as id`.execute(trx);
  const remittanceId = rows[0].id;
  const messageId = `TUI-${today.replaceAll("-", "")}-${remittanceId}`;
  const lines = await debitLines(trx, messageId, debits);
  const total = debits.reduce((sum, d) => sum + d.amount, 0);
  const xml = buildSepaXml({
    messageId,
    created: new Date(),
    collectionDate,
    creditor: creditorOf(settings),
    debits: lines,
  });

  const remittance = await trx
    .insertInto("sepa_remittances")
    .values({
      id: remittanceId,
      run_id: runId,
      message_id: messageId,
      collection_date: collectionDate,
      transaction_count: debits.length,
      total,
      xml,
      created_by_id: request.auth?.id ?? null,
    })
    .returning(["id", "run_id", "message_id", "collection_date", "transaction_count", "total", "created_at"])
    .executeTakeFirstOrThrow();
  const payments = await trx
    .insertInto("invoice_payments")
    .values(
      debits.map((d) => ({
        invoice_id: d.invoice_id,
        paid_on: collectionDate,
        method: "direct_debit",
        amount: d.amount,
        note: `SEPA ${messageId}`,
        created_by: request.auth?.id ?? null,
      })),
    )
    .returning(["id", "invoice_id"])
    .execute();
  const paymentOf = new Map(payments.map((p) => [p.invoice_id, p.id]));
  await trx
    .insertInto("sepa_debits")
    .values(
      debits.map((d, i) => ({
        remittance_id: remittanceId,
        invoice_id: d.invoice_id,
        client_id: d.client_id,
        payment_id: paymentOf.get(d.invoice_id),
        amount: d.amount,
        end_to_end_id: lines[i].end_to_end_id,
        mandate_id: d.mandate_id,
        sequence_type: lines[i].sequence_type,
      })),
    )
    .execute();
  await settleInvoices(
    trx,
    debits.map((d) => d.invoice_id),
  );
  await recordAudit(trx, request, {
    action: "create",
    resource: "sepa-remittances",
    recordId: remittanceId,
    after: {
      run_id: runId,
      message_id: messageId,
      collection_date: collectionDate,
      transactions: debits.length,
      total,
    },
  });
  return { remittance: remittanceSummary(remittance), skipped };
}

/** A mandate's first debit is FRST; once one was sent (returned or not), the next are RCUR. */
async function debitLines(trx: Kysely<Database>, messageId: string, debits: DebitCandidate[]): Promise<DebitLine[]> {
  const mandates = [...new Set(debits.map((d) => d.mandate_id.toLowerCase()))];
  const used = await trx
    .selectFrom("sepa_debits")
    .select(sql<string>`lower(mandate_id)`.as("mandate"))
    .distinct()
    .where(sql`lower(mandate_id)`, "in", mandates)
    .execute();
  const recurring = new Set(used.map((u) => u.mandate));
  return debits.map((d) => ({
    end_to_end_id: `${messageId}-${d.invoice_id}`,
    sequence_type: recurring.has(d.mandate_id.toLowerCase()) ? "RCUR" : "FRST",
    amount: d.amount,
    debtor_name: d.client_name,
    iban: d.iban,
    bic: d.bic,
    mandate_id: d.mandate_id,
    mandate_signed_on: d.mandate_signed_on,
    remittance_info: d.invoice_number,
  }));
}

function creditorOf(settings: TuitionSettings) {
  return {
    name: settings.creditor_name!,
    id: settings.creditor_id!,
    iban: settings.creditor_iban!,
    bic: settings.creditor_bic,
  };
}

/** A 422 naming every creditor field the settings lack, first as one sentence, then on each field. */
function creditorIncomplete(missing: string[], request: FastifyRequest) {
  const fields = missing.map((f) => request.t(`tuition-api:fields.${f}`)).join(", ");
  const errors: Record<string, FieldError[]> = {
    settings: [{ key: "tuition-api:creditorIncomplete", params: { fields } }],
  };
  for (const field of missing) errors[field] = [{ key: "validation:required" }];
  return validationFailed(errors);
}
