import { CONTENT_WIDTH, LEFT, roomFor, textHeight, write, type DrawContext } from "./page-frame.js";

// Free text at the end (payment instructions, legal mentions the company adds).
export function drawNotes(ctx: DrawContext, y: number): number {
  const { doc, invoice, t } = ctx;
  const notes = invoice.notes?.trim();
  if (!notes) return y;
  const style = { width: CONTENT_WIDTH, size: 8.5 };
  y = roomFor(ctx, y, 14 + Math.min(textHeight(doc, notes, style), 120));
  y = write(doc, t("notes"), LEFT, y, { ...style, bold: true }) + 3;
  return write(doc, notes, LEFT, y, style);
}
