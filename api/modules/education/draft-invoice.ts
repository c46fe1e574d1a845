import { sql, type Kysely } from "kysely";
import { SURCHARGE_BY_VAT } from "../../../resources/billing/billing-options.js";
import { pickLanguage, type Language } from "../../i18n.js";
import { recomputeAmounts } from "../billing/invoice-amounts.js";
import { companyToday } from "../billing/invoice-status.js";
import { AppError } from "../../errors.js";

/**
 * One line of a drafted education invoice. `description` may be a function of the invoice's
 * language (the client's, else the company's), so callers can word it in the language the client
 * reads without looking it up first. `vat` is the course's VAT treatment: "exempt" is art.
 * 20.Uno.9º LIVA (no rate, exemption E1 — the database requires a null rate with a cause),
 * "taxed" the company's default rate (with the client's equivalence surcharge when it has one).
 */
export interface DraftLine {
  description: string | ((language: Language) => string);
  /** Integer cents. */
  unit_price: number;
  /** Defaults to 1. */
  quantity?: number;
  vat: "exempt" | "taxed";
}

export interface DraftInvoiceInput {
  clientId: number;
  lines: readonly DraftLine[];
  /** The monthly tuition run the invoice belongs to (invoices.tuition_run_id). */
  tuitionRunId?: number | null;
}

export interface DraftedInvoice {
  id: number;
  language: Language;
}

/**
 * Makes a draft F1 invoice for a client inside the caller's transaction, as "invoice unbilled
 * time" does: the first active standard series, issue date today (company time zone), due after
 * the company's payment days, the client's language (else the company's) and surcharge; then its
 * lines and the stored totals. Stable signature: the enrolment fee (confirm, promotion) and the
 * monthly tuition run (api/modules/tuition/) both call it. The caller audits.
 *
 *   draftInvoice(trx, { clientId, lines: [{ description, unit_price, vat }], tuitionRunId? })
 *     → { id, language }
 *
 * Throws 409 `education-api:noInvoiceSeries` when no active standard series exists.
 */
export async function draftInvoice(trx: Kysely<any>, input: DraftInvoiceInput): Promise<DraftedInvoice> {
  const client = await trx
    .selectFrom("lead_clients")
    .select(["language", "equivalence_surcharge"])
    .where("id", "=", input.clientId)
    .executeTakeFirstOrThrow();
  const company = await trx.selectFrom("company").select(["default_language", "default_tax_rate"]).where("id", "=", 1).executeTakeFirstOrThrow();
  const series = await trx
    .selectFrom("invoice_series")
    .select("id")
    .where("kind", "=", "standard")
    .where("active", "=", true)
    .orderBy("id")
    .executeTakeFirst();
  if (!series) throw new AppError(409, "education-api:noInvoiceSeries");
  const language = pickLanguage(String(client.language ?? company.default_language ?? ""));
  const surcharge = Boolean(client.equivalence_surcharge);
  const { id } = await trx
    .insertInto("invoices")
    .values({
      kind: "F1",
      series_id: series.id,
      client_id: input.clientId,
      issue_date: companyToday(),
      due_date: sql`${companyToday()} + (select payment_days from company where id = 1)`,
      language,
      surcharge,
      tuition_run_id: input.tuitionRunId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const invoiceId = Number(id);
  const taxRate = Number(company.default_tax_rate);
  if (input.lines.length) {
    await trx
      .insertInto("invoice_lines")
      .values(
        input.lines.map((line, position) => ({
          invoice_id: invoiceId,
          position,
          description: (typeof line.description === "function" ? line.description(language) : line.description).slice(0, 500),
          quantity: line.quantity ?? 1,
          unit_price: line.unit_price,
          vat_rate: line.vat === "exempt" ? null : taxRate,
          exemption: line.vat === "exempt" ? "E1" : null,
          surcharge_rate: line.vat === "taxed" && surcharge ? (SURCHARGE_BY_VAT[taxRate] ?? 0) : 0,
        })),
      )
      .execute();
  }
  await recomputeAmounts(trx, invoiceId, 0);
  return { id: invoiceId, language };
}
