import type { Kysely } from "kysely";
import { computeInvoiceTotals, type InvoiceTotals, type LineInput } from "../../../resources/billing/invoice-totals.js";
import type { Database } from "../../db/schema.js";

// The stored amounts of a draft follow its lines: every write of the invoice recomputes each
// line's amounts and the invoice's totals from what is in the database, in the write's transaction.

export interface StoredLine extends LineInput {
  id: number;
  position: number;
  description: string;
}

export async function linesOf(db: Kysely<Database>, invoiceId: number): Promise<StoredLine[]> {
  const rows = await db
    .selectFrom("invoice_lines")
    .select([
      "id",
      "position",
      "description",
      "quantity",
      "unit_price",
      "discount_percent",
      "vat_rate",
      "exemption",
      "exemption_ground",
      "surcharge_rate",
    ])
    .where("invoice_id", "=", invoiceId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    description: String(r.description),
    quantity: r.quantity,
    unit_price: r.unit_price,
    discount_percent: r.discount_percent,
    vat_rate: r.vat_rate,
    exemption: r.exemption as string | null,
    exemption_ground: r.exemption_ground as string | null,
    surcharge_rate: r.surcharge_rate,
  }));
}

export async function recomputeAmounts(
  trx: Kysely<Database>,
  invoiceId: number,
  irpfRate: number,
): Promise<InvoiceTotals> {
  const lines = await linesOf(trx, invoiceId);
  const totals = computeInvoiceTotals(lines, irpfRate);
  for (const [i, line] of lines.entries()) {
    await trx.updateTable("invoice_lines").set(totals.lines[i]).where("id", "=", line.id).execute();
  }
  const { lines: _lines, breakdown: _breakdown, ...sums } = totals;
  await trx.updateTable("invoices").set(sums).where("id", "=", invoiceId).execute();
  return totals;
}
