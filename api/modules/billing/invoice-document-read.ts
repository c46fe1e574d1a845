import type { Kysely } from "kysely";
import { computeInvoiceTotals } from "../../../resources/billing/invoice-totals.js";
import type { FileStorage } from "../../uploads/file-storage.js";
import { storedNameOf } from "../../uploads/file-storage.js";
import type { InvoiceDocument, PartyBlock } from "./pdf/invoice-document.js";
import { linesOf } from "./invoice-amounts.js";
import { registrationOf } from "./verifactu-records.js";
import { recipientOf } from "./invoice-recipient.js";
import type { Row } from "../../crud/read-rows.js";
import type { Database } from "../../db/schema.js";

// Everything an invoice's PDF shows, read once: the company as it is now, the recipient as it
// was at issue (a draft: as the client is now), the lines and their tax breakdown, the QR's URL.
export async function invoiceDocument(
  db: Kysely<Database>,
  storage: FileStorage,
  invoice: Row,
): Promise<InvoiceDocument> {
  const id = Number(invoice.id);
  const company = await db.selectFrom("company").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
  const lines = await linesOf(db, id);
  const totals = computeInvoiceTotals(lines, Number(invoice.irpf_rate));
  const recipient = await frozenRecipient(db, invoice);
  const record = await registrationOf(db, id);
  const rectified = invoice.rectifies_id
    ? await db
        .selectFrom("invoices")
        .select(["number", "issue_date"])
        .where("id", "=", Number(invoice.rectifies_id))
        .executeTakeFirst()
    : undefined;
  return {
    language: invoice.language === "en" ? "en" : "es",
    currency: String(company.currency ?? "EUR"),
    kind: String(invoice.kind),
    number: (invoice.number as string | null) ?? null,
    issueDate: String(invoice.issue_date),
    dueDate: (invoice.due_date as string | null) ?? null,
    company: { ...partyOf(company), legalName: company.legal_name, logo: await logoOf(storage, company.logo) },
    client: recipient ? partyOf(recipient) : null,
    payment: invoice.payment_method
      ? {
          method: String(invoice.payment_method),
          iban: text(company.iban),
          mandateReference: text(recipient?.mandate_id),
        }
      : null,
    lines: lines.map((line, i) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      discountPercent: line.discount_percent,
      vatRate: line.vat_rate,
      exemption: line.exemption,
      exemptionGround: line.exemption_ground ?? null,
      surchargeRate: line.surcharge_rate,
      base: totals.lines[i].base,
    })),
    breakdown: totals.breakdown.map((b) => ({
      vatRate: b.vat_rate,
      exemption: b.exemption,
      exemptionGround: b.exemption_ground ?? null,
      surchargeRate: b.surcharge_rate,
      base: b.base,
      vat: b.vat,
      surcharge: b.surcharge,
    })),
    subtotal: totals.subtotal,
    vatTotal: totals.vat_total,
    surchargeTotal: totals.surcharge_total,
    irpfRate: Number(invoice.irpf_rate),
    irpfTotal: totals.irpf_total,
    total: totals.total,
    paidTotal: Number(invoice.paid_total ?? 0),
    notes: (invoice.notes as string | null) ?? null,
    rectifies: rectified
      ? {
          number: String(rectified.number),
          issueDate: String(rectified.issue_date),
          method: invoice.rectification_method === "substitution" ? "substitution" : "difference",
          reason: (invoice.rectification_reason as string | null) ?? null,
        }
      : null,
    qrUrl: record?.qr_url ?? null,
    verifactuLegend: record?.verifactu_mode === "verifactu",
  };
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

function partyOf(row: Record<string, unknown>): PartyBlock {
  return {
    name: String(row.name ?? ""),
    taxId: text(row.tax_id),
    taxIdType: text(row.tax_id_type),
    address: text(row.address),
    postalCode: text(row.postal_code),
    city: text(row.city),
    province: text(row.province),
    country: text(row.country),
    email: text(row.email),
    phone: text(row.phone),
  };
}

/** The recipient as frozen when the invoice was issued; a draft's, as the client is now. */
async function frozenRecipient(db: Kysely<Database>, invoice: Row): Promise<Record<string, unknown> | null> {
  const stored = await db
    .selectFrom("invoices")
    .select("client_snapshot")
    .where("id", "=", Number(invoice.id))
    .executeTakeFirst();
  const snapshot = stored?.client_snapshot as Record<string, unknown> | string | null | undefined;
  if (snapshot) return typeof snapshot === "string" ? JSON.parse(snapshot) : snapshot;
  return (await recipientOf(db, invoice.client_id)) ?? null;
}

async function logoOf(storage: FileStorage, logo: unknown): Promise<InvoiceDocument["company"]["logo"]> {
  const name = storedNameOf("logos", typeof logo === "string" ? logo : null);
  if (!name) return null;
  const data = await storage.read("logos", name);
  return data ? { data, type: name.endsWith(".png") ? "png" : "jpg" } : null;
}
