import { COLOR, CONTENT_WIDTH, LEFT, PAGE_HEIGHT, PAGE_WIDTH, type DrawContext } from "./page-frame.js";

// What goes on every page once the page count is known: the issuer and "page n of m" at the
// foot and, on a draft, a large mark across the page so no one takes it for an issued invoice.
function footer(ctx: DrawContext, page: number, pages: number): void {
  const { doc, invoice, t } = ctx;
  const y = PAGE_HEIGHT - 40;
  const issuer = [invoice.company.legalName || invoice.company.name, invoice.company.taxId].filter(Boolean).join(" · ");
  doc.font("Helvetica").fontSize(7.5).fillColor(COLOR.muted);
  doc.text(issuer, LEFT, y, { width: CONTENT_WIDTH - 120, lineBreak: false, ellipsis: true });
  doc.text(t("page", { page, pages }), LEFT + CONTENT_WIDTH - 120, y, { width: 120, align: "right", lineBreak: false });
}

function draftMark(ctx: DrawContext): void {
  const { doc, t } = ctx;
  doc.save();
  doc.rotate(-35, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
  doc.font("Helvetica-Bold").fontSize(96).fillColor(COLOR.draft).fillOpacity(0.1);
  doc.text(t("draft"), 0, PAGE_HEIGHT / 2 - 48, { width: PAGE_WIDTH, align: "center", lineBreak: false });
  doc.restore();
}

/** Needs a document built with bufferPages. */
export function markPages(ctx: DrawContext): void {
  const { doc, invoice } = ctx;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    footer(ctx, i - start + 1, count);
    if (invoice.number === null) draftMark(ctx);
  }
}
