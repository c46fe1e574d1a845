import { COLOR, CONTENT_WIDTH, LEFT, PAGE_HEIGHT, PAGE_WIDTH, write, type DrawContext } from "./page-frame.js";

// What goes on every page once the page count is known: the issuer and "page n of m" at the
// foot and, on a draft, a large mark across the page so no one takes it for an issued invoice.
function footer(ctx: DrawContext, page: number, pages: number): void {
  const { doc, invoice, t } = ctx;
  const y = PAGE_HEIGHT - 40;
  const issuer = [invoice.company.legalName || invoice.company.name, invoice.company.taxId].filter(Boolean).join(" · ");
  const style = { size: 7.5, color: COLOR.muted, oneLine: true };
  write(doc, issuer, LEFT, y, { ...style, width: CONTENT_WIDTH - 120 });
  write(doc, t("page", { page, pages }), LEFT + CONTENT_WIDTH - 120, y, { ...style, width: 120, align: "right" });
}

function draftMark(ctx: DrawContext): void {
  const { doc, t } = ctx;
  doc.save();
  doc.rotate(-35, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
  doc.fillOpacity(0.1);
  write(doc, t("draft"), 0, PAGE_HEIGHT / 2 - 56, {
    width: PAGE_WIDTH,
    size: 96,
    bold: true,
    color: COLOR.draft,
    align: "center",
    oneLine: true,
  });
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
