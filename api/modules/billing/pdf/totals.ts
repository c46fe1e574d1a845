import { COLOR, CONTENT_WIDTH, LEFT, RIGHT, roomFor, rule, textHeight, write, type DrawContext } from "./page-frame.js";
import { drawPayment, paymentHeight } from "./payment-block.js";

// The sums at the bottom right, and how to pay them at their left: one block that stays on one
// page. The IRPF withheld is shown as what it is for the client, an amount taken off the total
// (irpfTotal holds it as a positive number).
const WIDTH = 250;
const GAP = 24;
const PAYMENT_WIDTH = CONTENT_WIDTH - WIDTH - GAP;

interface TotalRow {
  label: string;
  value: string;
  strong?: boolean;
}

function rowsOf(ctx: DrawContext): TotalRow[] {
  const { invoice, t, format } = ctx;
  const rows: TotalRow[] = [
    { label: t("totals.subtotal"), value: format.money(invoice.subtotal) },
    { label: t("totals.vat"), value: format.money(invoice.vatTotal) },
  ];
  if (invoice.surchargeTotal) rows.push({ label: t("totals.surcharge"), value: format.money(invoice.surchargeTotal) });
  if (invoice.irpfRate > 0)
    rows.push({
      label: t("totals.irpf", { rate: format.percent(invoice.irpfRate) }),
      value: format.money(-invoice.irpfTotal),
    });
  rows.push({ label: t("totals.total"), value: format.money(invoice.total), strong: true });
  if (invoice.paidTotal) {
    rows.push({ label: t("totals.paid"), value: format.money(invoice.paidTotal) });
    rows.push({ label: t("totals.outstanding"), value: format.money(invoice.total - invoice.paidTotal), strong: true });
  }
  return rows;
}

function totalsHeight(ctx: DrawContext, rows: TotalRow[]): number {
  const size = (row: TotalRow) => ({ size: row.strong ? 10.5 : 9, bold: row.strong });
  return rows.reduce((sum, row) => {
    const height = Math.max(
      textHeight(ctx.doc, row.label, { ...size(row), width: WIDTH - 100 }),
      textHeight(ctx.doc, row.value, { ...size(row), width: 100 }),
    );
    return sum + height + 4 + (row.strong ? 4 : 0);
  }, 0);
}

export function drawTotals(ctx: DrawContext, y: number): number {
  const { doc } = ctx;
  const rows = rowsOf(ctx);
  y = roomFor(ctx, y, Math.max(totalsHeight(ctx, rows), paymentHeight(ctx, PAYMENT_WIDTH)));
  const paymentBottom = drawPayment(ctx, LEFT, y, PAYMENT_WIDTH);
  const x = RIGHT - WIDTH;
  for (const row of rows) {
    if (row.strong) {
      rule(doc, y, x, RIGHT, COLOR.text);
      y += 4;
    }
    const size = row.strong ? 10.5 : 9;
    const labelBottom = write(doc, row.label, x, y, { width: WIDTH - 100, size, bold: row.strong });
    const valueBottom = write(doc, row.value, RIGHT - 100, y, { width: 100, size, bold: row.strong, align: "right" });
    y = Math.max(labelBottom, valueBottom) + 4;
  }
  return Math.max(y, paymentBottom);
}
