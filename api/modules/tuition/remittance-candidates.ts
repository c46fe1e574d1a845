import { sql, type Kysely } from "kysely";
import { bicError, ibanError, mandateIdError } from "./sepa-checks.js";
import type { SkippedInvoice, SkipReason } from "../../../resources/education/tuition-answers.js";
import type { Database } from "../../db/schema.js";

// Which of a run's invoices a remittance collects, and why the others are left out: a draft, an
// invoice already paid or already in a standing debit, a client without a complete mandate.

export type { SkipReason };

export interface DebitCandidate {
  invoice_id: number;
  invoice_number: string;
  client_id: number;
  client_name: string;
  amount: number;
  iban: string;
  bic: string | null;
  mandate_id: string;
  mandate_signed_on: string;
}

export type Skipped = SkippedInvoice;

/** Locks the run's invoices (a concurrent remittance or payment waits), then reads them afresh. */
export async function remittanceCandidates(
  trx: Kysely<Database>,
  runId: number,
): Promise<{ debits: DebitCandidate[]; skipped: Skipped[] }> {
  await trx.selectFrom("invoices").select("id").where("tuition_run_id", "=", runId).orderBy("id").forUpdate().execute();
  const { rows } = await sql<Record<string, any>>`
    select i.id, i.number, i.status, i.outstanding, i.client_id, lc.name as client_name,
      lc.iban, lc.bic, lc.mandate_id, lc.mandate_signed_on,
      exists (select 1 from sepa_debits d where d.invoice_id = i.id and d.status = 'sent') as in_remittance
    from invoices i join lead_clients lc on lc.id = i.client_id
    where i.tuition_run_id = ${runId} and i.status <> 'voided'
    order by lc.name, i.id`.execute(trx);
  const debits: DebitCandidate[] = [];
  const skipped: Skipped[] = [];
  for (const row of rows) {
    const reason = skipReason(row);
    const base = { invoice_id: Number(row.id), client_id: Number(row.client_id), client_name: String(row.client_name) };
    if (reason) {
      skipped.push({ ...base, invoice_number: row.number ?? null, reason });
      continue;
    }
    debits.push({
      ...base,
      invoice_number: String(row.number),
      amount: Number(row.outstanding),
      iban: String(row.iban),
      // An optional BIC that would not pass (another country's) is left out: the bank finds it.
      bic: row.bic && !bicError(String(row.bic), String(row.iban)) ? String(row.bic) : null,
      mandate_id: String(row.mandate_id),
      mandate_signed_on: String(row.mandate_signed_on),
    });
  }
  return { debits, skipped };
}

function skipReason(row: Record<string, any>): SkipReason | null {
  if (row.status === "draft") return "draft";
  if (row.in_remittance) return "in_remittance";
  if (Number(row.outstanding) <= 0) return "paid";
  // Mandates written before their checks existed are checked again here.
  if (
    !row.iban
    || !row.mandate_id
    || !row.mandate_signed_on
    || ibanError(String(row.iban))
    || mandateIdError(String(row.mandate_id))
  )
    return "no_mandate";
  return null;
}
