import { sql, type Kysely } from "kysely";
import type { RecordDetail, RecordRecipient } from "../record-details.js";
import type { RecordXmlInput } from "../xml/record-xml.js";
import type { Database } from "../../../../db/schema.js";

// What the XML of a batch of records needs beyond the records themselves, read in a few queries
// for the whole batch: the record before each in the chain (by its hash), the invoice's
// rectification data and the invoices it rectifies, a description of the operation, the issuer's
// name, and whether the record corrects a rejected one.

const json = <T>(value: unknown): T | null =>
  typeof value === "string" ? (JSON.parse(value) as T) : ((value ?? null) as T | null);

export async function issuerOf(db: Kysely<Database>): Promise<{ name: string; nif: string }> {
  const company = await db
    .selectFrom("company")
    .select(["name", "legal_name", "tax_id"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return { name: String(company.legal_name || company.name), nif: String(company.tax_id ?? "") };
}

export async function recordInputs(
  db: Kysely<Database>,
  ids: number[],
  issuerName: string,
): Promise<Map<number, RecordXmlInput>> {
  const out = new Map<number, RecordXmlInput>();
  if (!ids.length) return out;
  const records = await db
    .selectFrom("verifactu_records as r")
    .leftJoin("verifactu_submissions as s", "s.record_id", "r.id")
    .leftJoin("verifactu_records as p", (j) => j.onRef("p.hash", "=", "r.previous_hash"))
    .leftJoin("verifactu_submissions as c", "c.record_id", "s.corrects_id")
    .select([
      "r.id",
      "r.invoice_id",
      "r.kind",
      "r.issuer_nif",
      "r.invoice_number",
      "r.issue_date",
      "r.invoice_type",
      "r.tax_total",
      "r.total",
      "r.recipient",
      "r.breakdown",
      "r.previous_hash",
      "r.hash",
      "r.generated_at",
      "s.corrects_id",
      "c.status as corrected_status",
      "p.issuer_nif as p_nif",
      "p.invoice_number as p_number",
      "p.issue_date as p_date",
    ])
    .where("r.id", "in", ids)
    .execute();
  const invoiceIds = [...new Set(records.map((r) => r.invoice_id))];
  const invoices = await sql<{
    id: number;
    rectification_method: string | null;
    o_number: string | null;
    o_date: string | null;
    o_subtotal: string | null;
    o_tax: string | null;
    o_surcharge: string | null;
    description: string | null;
  }>`
    select i.id, i.rectification_method, o.number as o_number, to_char(o.issue_date, 'DD-MM-YYYY') as o_date,
      o.subtotal::text as o_subtotal, o.vat_total::text as o_tax, o.surcharge_total::text as o_surcharge,
      (select l.description from invoice_lines l where l.invoice_id = i.id order by l.position, l.id limit 1) as
      description
    from invoices i left join invoices o on o.id = i.rectifies_id
    where i.id in (${sql.join(invoiceIds)})`.execute(db);
  const byInvoice = new Map(invoices.rows.map((i) => [i.id, i]));
  const amount = (cents: string | null) => {
    const n = Number(cents ?? 0);
    return `${n < 0 ? "-" : ""}${Math.trunc(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, "0")}`;
  };
  for (const r of records) {
    const invoice = byInvoice.get(r.invoice_id);
    const nif = String(r.issuer_nif);
    const rectifying = r.kind === "alta" && invoice?.o_number;
    out.set(r.id, {
      kind: r.kind as "alta" | "anulacion",
      issuerNif: nif,
      issuerName,
      invoiceNumber: String(r.invoice_number),
      issueDate: String(r.issue_date),
      invoiceType: (r.invoice_type as string | null) ?? null,
      taxTotal: (r.tax_total as string | null) ?? null,
      total: (r.total as string | null) ?? null,
      recipient: json<RecordRecipient>(r.recipient),
      breakdown: json<RecordDetail[]>(r.breakdown),
      description: invoice?.description ?? String(r.invoice_number),
      rectification: rectifying
        ? {
            type: invoice.rectification_method === "substitution" ? "S" : "I",
            rectified: [{ nif, number: String(invoice.o_number), date: String(invoice.o_date) }],
            base: amount(invoice.o_subtotal),
            tax: amount(invoice.o_tax),
            surcharge: Number(invoice.o_surcharge ?? 0) ? amount(invoice.o_surcharge) : undefined,
          }
        : null,
      previous:
        r.previous_hash && r.p_number
          ? { nif: String(r.p_nif), number: String(r.p_number), date: String(r.p_date), hash: String(r.previous_hash) }
          : null,
      generatedAt: String(r.generated_at),
      hash: String(r.hash),
      correction: r.corrects_id !== null && r.corrects_id !== undefined,
      rejectedBefore: r.corrected_status !== "accepted_with_errors",
    });
  }
  return out;
}
