import { COLOR, CONTENT_WIDTH, LEFT, roomFor, rule, write, type DrawContext } from "./page-frame.js";
import { exemptionText } from "./pdf-texts.js";
import { drawRow, fitColumns, rowHeight, type Column, type RowStyle } from "./table-row.js";

// The tax per rate, as the invoice must break it down (RD 1619/2012, art. 6.1.g-h): each VAT
// rate's base and tax, and the equivalence surcharge's columns when any line bears it.
const HEAD: RowStyle = { size: 8, bold: true, band: COLOR.band };
const BODY: RowStyle = { size: 8.5 };
const AMOUNT: Column = { width: 92, align: "right" };

export function drawBreakdown(ctx: DrawContext, y: number): number {
  const { doc, invoice, t, format } = ctx;
  if (!invoice.breakdown.length) return y;
  const withSurcharge = invoice.breakdown.some((row) => row.surchargeRate || row.surcharge);
  const keys = withSurcharge ? ["rate", "base", "vat", "surchargeRate", "surcharge"] : ["rate", "base", "vat"];
  const columns = fitColumns([{ width: 0, align: "left" }, ...keys.slice(1).map(() => AMOUNT)]);
  const rows = invoice.breakdown.map((row) => {
    const cells = [
      row.vatRate === null ? exemptionText(t, row.exemption, row.exemptionGround) : format.percent(row.vatRate),
      format.money(row.base),
      format.money(row.vat),
    ];
    if (withSurcharge)
      cells.push(
        row.surchargeRate ? format.percent(row.surchargeRate) : "",
        row.surcharge ? format.money(row.surcharge) : "",
      );
    return cells;
  });
  const head = keys.map((key) => t(`breakdown.${key}`));
  const height =
    16
    + rowHeight(doc, columns, head, HEAD)
    + rows.reduce((sum, cells) => sum + rowHeight(doc, columns, cells, BODY), 0);
  // A short table: it stays in one piece rather than splitting.
  y = roomFor(ctx, y, height);
  y = write(doc, t("breakdown.title"), LEFT, y, { width: CONTENT_WIDTH, size: 9, bold: true }) + 4;
  y = drawRow(doc, columns, head, y, HEAD);
  for (const cells of rows) {
    y = drawRow(doc, columns, cells, y, BODY);
    rule(doc, y);
  }
  return y;
}
