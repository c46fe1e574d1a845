import { drawCompany } from "./company-block.js";
import { COLOR, CONTENT_WIDTH, LEFT, MARGIN, RIGHT, rule, write, type DrawContext } from "./page-frame.js";
import { drawParty } from "./party-block.js";
import { invoiceTitle } from "./pdf-texts.js";
import { drawQrBlock, QR_SIZE } from "./qr-block.js";

// The first page's top: the issuer (and the QR at the right), then what the document is (title,
// number, dates) beside who receives it, then what a rectifying invoice corrects.
const GAP = 24;
const LABEL_WIDTH = 100;

function drawFacts(ctx: DrawContext, x: number, y: number, width: number): number {
  const { doc, invoice, t, format } = ctx;
  y = write(doc, invoiceTitle(t, invoice.kind), x, y, { width, size: 18, bold: true }) + 6;
  const facts: [string, string, string?][] = [
    [t("number"), invoice.number ?? t("draft"), invoice.number ? COLOR.text : COLOR.draft],
    [t("issueDate"), format.date(invoice.issueDate)],
  ];
  if (invoice.dueDate) facts.push([t("dueDate"), format.date(invoice.dueDate)]);
  for (const [label, value, color] of facts) {
    write(doc, label, x, y, { width: LABEL_WIDTH, size: 8.5, color: COLOR.muted });
    y = write(doc, value, x + LABEL_WIDTH, y, { width: width - LABEL_WIDTH, size: 9, bold: true, color }) + 2;
  }
  return y;
}

function drawRectifies(ctx: DrawContext, y: number): number {
  const { doc, invoice, t, format } = ctx;
  const r = invoice.rectifies;
  if (!r) return y;
  const text = t(`rectifies.${r.method}`, { number: r.number, date: format.date(r.issueDate) });
  y = write(doc, text, LEFT, y, { width: CONTENT_WIDTH, size: 9, bold: true });
  if (r.reason)
    y = write(doc, t("rectifies.reason", { reason: r.reason }), LEFT, y + 1, { width: CONTENT_WIDTH, size: 9 });
  return y + 12;
}

/** Draws the first page's header; returns where the lines table starts. */
export function drawHeader(ctx: DrawContext, qrPng: Buffer | null): number {
  const { doc, invoice, t } = ctx;
  const qrX = RIGHT - QR_SIZE;
  const qrBottom = qrPng ? drawQrBlock(doc, qrPng, qrX, MARGIN, invoice.verifactuLegend) : MARGIN;
  const companyBottom = drawCompany(ctx, LEFT, MARGIN, (qrPng ? qrX - GAP : RIGHT) - LEFT);
  let y = Math.max(qrBottom, companyBottom) + 12;
  rule(doc, y);
  y += 14;

  const half = (CONTENT_WIDTH - GAP) / 2;
  const factsBottom = drawFacts(ctx, LEFT, y, half);
  const clientBottom = invoice.client
    ? drawParty(doc, t, invoice.client, LEFT + half + GAP, y + 4, half, {
        nameSize: 10.5,
        heading: t("client"),
        language: invoice.language,
      })
    : y;
  y = Math.max(factsBottom, clientBottom) + 16;
  return drawRectifies(ctx, y);
}
