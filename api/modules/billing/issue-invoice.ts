import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { SIMPLIFIED_LIMIT_CENTS } from "../../../resources/billing/billing-options.js";
import { formatMoney } from "../../../resources/kit/money.js";
import { recordAudit } from "../../audit/record-audit.js";
import { conflict, fieldError } from "../../errors.js";
import { findRow, type Row } from "../../crud/read-rows.js";
import { recomputeAmounts } from "./invoice-amounts.js";
import { refreshStatus } from "./invoice-status.js";
import { addAltaRecord } from "./verifactu-records.js";
import { signAtGeneration } from "./signing/record-signature.js";
import { settleOriginal } from "./rectify-invoice.js";
import { INVOICES } from "./invoice-access.js";
import { assertRecipient, recipientOf } from "./invoice-recipient.js";
import { recordBreakdown, recordRecipient } from "./verifactu/record-details.js";
import type { Database } from "../../db/schema.js";

// Issuing a draft, in the caller's transaction: checked, given the next number of its series for
// its year (the counter row's lock keeps numbers correlative, and a rollback gives the number
// back: no gap, no repeat), its recipient checked and frozen, its VeriFactu record chained, its
// time entries marked invoiced. From then on the database refuses any change but its payment
// state. Every way of issuing (the issue route, voiding, a tuition run, the demo) comes here.
export async function issueInvoice(
  trx: Kysely<Database>,
  request: FastifyRequest | null,
  draft: Row,
  now = new Date(),
  voiding = false,
): Promise<Row> {
  const id = Number(draft.id);
  if (draft.status !== "draft") throw conflict("billing-api:alreadyIssued", { number: String(draft.number) });
  const company = await trx.selectFrom("company").select(["tax_id"]).where("id", "=", 1).executeTakeFirstOrThrow();
  if (!company.tax_id) throw fieldError("_", "billing-api:companyTaxId");
  const kind = String(draft.kind);
  const simplified = kind === "F2" || kind === "R5";
  if (!draft.client_id && !simplified) throw fieldError("client_id", "validation:required");
  if (kind.startsWith("R") && !draft.rectifies_id) throw fieldError("rectifies_id", "billing-api:rectifiesRequired");
  if (draft.rectifies_id) {
    const original = await trx
      .selectFrom("invoices")
      .select("status")
      .where("id", "=", Number(draft.rectifies_id))
      .forUpdate()
      .executeTakeFirst();
    if (!original || original.status === "draft" || original.status === "voided")
      throw conflict("billing-api:rectifyIssued");
  }
  const client = await recipientOf(trx, draft.client_id);
  assertRecipient(kind, client);
  const totals = await recomputeAmounts(trx, id, Number(draft.irpf_rate));
  if (!totals.lines.length) throw fieldError("lines", "billing-api:noLines");
  const ungrounded = totals.breakdown.some((row) => row.vat_rate === null && !row.exemption_ground);
  if (ungrounded) throw fieldError("lines", "billing-api:groundRequired");
  if (kind === "F2" && totals.total > SIMPLIFIED_LIMIT_CENTS)
    throw fieldError("kind", "billing-api:simplifiedLimit", {
      limit: formatMoney(SIMPLIFIED_LIMIT_CENTS, request?.lang === "en" ? "en-GB" : "es-ES", { decimals: "auto" }),
    });

  const year = Number(String(draft.issue_date).slice(0, 4));
  const series = await trx
    .selectFrom("invoice_series")
    .select(["code", "format", "padding"])
    .where("id", "=", Number(draft.series_id))
    .executeTakeFirstOrThrow();
  const { last_number: sequence } = await sql<{ last_number: number }>`
    insert into invoice_number_counters (series_id, year, last_number) values (${draft.series_id}, ${year}, 1)
    on conflict (series_id, year) do update set last_number = invoice_number_counters.last_number + 1
    returning last_number`
    .execute(trx)
    .then((r) => r.rows[0]);
  const number = formatNumber(String(series.format), String(series.code), year, Number(sequence), series.padding);

  await trx
    .updateTable("invoices")
    .set({
      number,
      year,
      sequence,
      status: "issued",
      issued_at: now,
      issued_by: request?.auth?.id ?? null,
      client_snapshot: client ? JSON.stringify(client) : null,
      // Without a due date of its own: the issue date plus the company's payment days.
      due_date: sql`coalesce(due_date, issue_date + (select payment_days from company where id = 1))`,
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where("id", "=", id)
    .execute();
  await refreshStatus(trx, [id]);
  const record = await addAltaRecord(
    trx,
    {
      invoiceId: id,
      issuerNif: String(company.tax_id),
      number,
      issueDate: String(draft.issue_date),
      kind,
      taxTotal: totals.tax_total,
      amount: totals.subtotal + totals.tax_total,
      recipient: recordRecipient(client),
      breakdown: recordBreakdown(totals.breakdown),
    },
    now,
  );
  await signAtGeneration(trx, request?.server, record.id as number);
  await sql`update time_entries set invoiced_at = ${now} where invoice_line_id in (select id from invoice_lines where
    invoice_id = ${id})`.execute(trx);
  await recordAudit(trx, request, {
    action: "issue",
    resource: "invoices",
    recordId: id,
    after: { number, total: totals.total },
  });
  const issued = (await findRow(trx, INVOICES, id))!;
  await settleOriginal(trx, issued, voiding);
  return issued;
}

/** `{code}{year}-{number}` with the number padded: F2026-00042. */
export function formatNumber(format: string, code: string, year: number, sequence: number, padding: number): string {
  return format
    .replaceAll("{code}", code)
    .replaceAll("{year}", String(year))
    .replaceAll("{number}", String(sequence).padStart(padding, "0"));
}
