import type { DocumentLine } from "./invoice-document.js";
import { BOTTOM, COLOR, continuationPage, rule, type DrawContext } from "./page-frame.js";
import { exemptionText } from "./pdf-texts.js";
import { drawRow, fitColumns, rowHeight, type RowStyle } from "./table-row.js";

// The invoice's lines. Each cell wraps within its column, and a row is as tall as its tallest
// cell. A row never splits across pages: when the next one does not fit, it starts a
// continuation page and repeats the column headings there.
export const LINE_COLUMNS = fitColumns([
  { width: 0, align: "left" },
  { width: 42, align: "right" },
  { width: 64, align: "right" },
  { width: 40, align: "right" },
  // An exemption's ground takes two lines ("Exenta art. 20.Uno.9º / LIVA").
  { width: 96, align: "right" },
  { width: 72, align: "right" },
]);
const HEAD: RowStyle = { size: 8, bold: true, band: COLOR.band };
const BODY: RowStyle = { size: 8.5 };

const headings = ({ t }: DrawContext) =>
  ["description", "quantity", "unitPrice", "discount", "vat", "amount"].map((key) => t(`lines.${key}`));

function drawHead(ctx: DrawContext, y: number): number {
  return drawRow(ctx.doc, LINE_COLUMNS, headings(ctx), y, HEAD);
}

function cellsOf(ctx: DrawContext, line: DocumentLine): string[] {
  const { t, format } = ctx;
  return [
    line.description,
    format.quantity(line.quantity),
    format.unitPrice(line.unitPrice),
    line.discountPercent ? format.percent(line.discountPercent) : "",
    line.vatRate === null ? exemptionText(t, line.exemption, line.exemptionGround) : format.percent(line.vatRate),
    format.money(line.base),
  ];
}

/** Draws the table from y; returns the y under its last row. */
export function drawLines(ctx: DrawContext, y: number): number {
  const { doc, invoice } = ctx;
  const headHeight = rowHeight(doc, LINE_COLUMNS, headings(ctx), HEAD);
  // The headings alone at the foot of a page would be orphans: they go with the first row.
  const first = invoice.lines[0] ? rowHeight(doc, LINE_COLUMNS, cellsOf(ctx, invoice.lines[0]), BODY) : 0;
  if (y + headHeight + first > BOTTOM) y = continuationPage(ctx);
  y = drawHead(ctx, y);
  for (const line of invoice.lines) {
    const cells = cellsOf(ctx, line);
    if (y + rowHeight(doc, LINE_COLUMNS, cells, BODY) > BOTTOM) y = drawHead(ctx, continuationPage(ctx));
    y = drawRow(doc, LINE_COLUMNS, cells, y, BODY);
    rule(doc, y);
  }
  return y;
}
