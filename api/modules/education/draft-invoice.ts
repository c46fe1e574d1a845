import { sql, type Kysely } from "kysely";
import { SURCHARGE_BY_VAT } from "../../../resources/billing/billing-options.js";
import { EDUCATION_GROUND, exemptionGround } from "../../../resources/billing/exemption-grounds.js";
import { pickLanguage, type Language } from "../../i18n.js";
import { computeInvoiceTotals } from "../../../resources/billing/invoice-totals.js";
import { companyToday } from "../billing/invoice-status.js";
import { AppError } from "../../errors.js";
import type { Database } from "../../db/schema.js";

/**
 * One line of a drafted education invoice. `description` may be a function of the invoice's
 * language (the client's, else the company's), so callers can word it in the language the client
 * reads without looking it up first. `vat` is the course's VAT treatment: "exempt" states the
 * course's legal ground (`exemptionGround`, art. 20.Uno.9º LIVA by default: no rate, the ground's
 * code), "taxed" the company's default rate (with the client's equivalence surcharge when it has one).
 */
export interface DraftLine {
  description: string | ((language: Language) => string);
  /** Integer cents. */
  unit_price: number;
  /** Defaults to 1. */
  quantity?: number;
  vat: "exempt" | "taxed";
  /** The exemption's legal ground when exempt (exemption-grounds.ts); education by default. */
  exemptionGround?: string | null;
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
export async function draftInvoice(trx: Kysely<Database>, input: DraftInvoiceInput): Promise<DraftedInvoice> {
  return (await draftInvoices(trx, [input]))[0];
}

/**
 * The same for many clients at once (the monthly run: thousands of drafts): the company, the
 * series and the clients are read once, each draft's amounts are computed here as
 * recomputeAmounts would store them, and invoices and lines are inserted a few thousand rows at a
 * statement. Answers the drafts in the order of `inputs`; each client appears at most once.
 */
export async function draftInvoices(
  trx: Kysely<Database>,
  inputs: readonly DraftInvoiceInput[],
): Promise<DraftedInvoice[]> {
  if (!inputs.length) return [];
  const company = await trx
    .selectFrom("company")
    .select(["default_language", "default_tax_rate", "payment_days"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  const series = await trx
    .selectFrom("invoice_series")
    .select("id")
    .where("kind", "=", "standard")
    .where("active", "=", true)
    .orderBy("id")
    .executeTakeFirst();
  if (!series) throw new AppError(409, "education-api:noInvoiceSeries");
  const clientIds = inputs.map((i) => i.clientId);
  const clients = new Map<number, { language: unknown; equivalence_surcharge: unknown; mandate_id: unknown }>();
  for (let i = 0; i < clientIds.length; i += CHUNK) {
    const rows = await trx
      .selectFrom("lead_clients")
      .select(["id", "language", "equivalence_surcharge", "mandate_id"])
      .where("id", "in", clientIds.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) clients.set(row.id, row);
  }
  const today = companyToday();
  const taxRate = company.default_tax_rate;
  const drafts = inputs.map((input) => {
    const client = clients.get(input.clientId);
    if (!client) throw new Error(`draftInvoices: no client ${input.clientId}`);
    const language = pickLanguage(String(client.language ?? company.default_language ?? ""));
    const surcharge = Boolean(client.equivalence_surcharge);
    const lines = input.lines.map((line, position) => {
      const ground =
        line.vat === "exempt" ? (exemptionGround(line.exemptionGround) ?? exemptionGround(EDUCATION_GROUND)!) : null;
      return {
        position,
        description: (typeof line.description === "function" ? line.description(language) : line.description).slice(
          0,
          500,
        ),
        quantity: line.quantity ?? 1,
        unit_price: line.unit_price,
        discount_percent: 0,
        vat_rate: ground ? null : taxRate,
        exemption: ground?.code ?? null,
        exemption_ground: ground?.key ?? null,
        surcharge_rate: line.vat === "taxed" && surcharge ? (SURCHARGE_BY_VAT[taxRate] ?? 0) : 0,
      };
    });
    const { lines: amounts, breakdown: _breakdown, ...totals } = computeInvoiceTotals(lines, 0);
    // A client with a SEPA mandate pays by direct debit (the tuition remittances collect it).
    const paymentMethod = client.mandate_id ? "direct_debit" : "transfer";
    return {
      input,
      language,
      surcharge,
      paymentMethod,
      lines: lines.map((line, i) => ({ ...line, ...amounts[i] })),
      totals,
    };
  });

  const ids: number[] = [];
  for (let i = 0; i < drafts.length; i += CHUNK) {
    const rows = await trx
      .insertInto("invoices")
      .values(
        drafts.slice(i, i + CHUNK).map((d) => ({
          kind: "F1",
          series_id: series.id,
          client_id: d.input.clientId,
          issue_date: today,
          due_date: sql`${today}::date + ${company.payment_days}::int`,
          language: d.language,
          surcharge: d.surcharge,
          payment_method: d.paymentMethod,
          tuition_run_id: d.input.tuitionRunId ?? null,
          ...d.totals,
        })),
      )
      .returning(["id", "client_id"])
      .execute();
    // Matched by client, not by position: RETURNING promises no order.
    const byClient = new Map(rows.map((r) => [Number(r.client_id), Number(r.id)]));
    for (const d of drafts.slice(i, i + CHUNK)) ids.push(byClient.get(d.input.clientId)!);
  }
  const lineRows = drafts.flatMap((d, i) => d.lines.map((line) => ({ ...line, invoice_id: ids[i] })));
  for (let i = 0; i < lineRows.length; i += CHUNK)
    await trx
      .insertInto("invoice_lines")
      .values(lineRows.slice(i, i + CHUNK))
      .execute();
  return drafts.map((d, i) => ({ id: ids[i], language: d.language }));
}

// Rows per statement: well under PostgreSQL's 65,535 bound parameters for the widest row.
const CHUNK = 2000;
