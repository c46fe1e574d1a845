import type { InvoiceDocument } from "./invoice-document.js";
import type { PdfFormat } from "./pdf-format.js";
import { invoiceTitle, type PdfT } from "./pdf-texts.js";

// The page every piece draws on (A4 in points, 72 to the inch) and the few primitives they share.
// Pieces place text at explicit coordinates and move to a new page themselves: pdfkit's own
// page flow would break a table row in two and lose the repeated header.
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 42;
export const LEFT = MARGIN;
export const RIGHT = PAGE_WIDTH - MARGIN;
export const CONTENT_WIDTH = RIGHT - LEFT;
/** Content stops here; the page number sits below. */
export const BOTTOM = PAGE_HEIGHT - 60;

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;
export const COLOR = { text: "#1f1f1f", muted: "#6b6b6b", rule: "#d6d6d6", band: "#f0f0f0", draft: "#c0392b" } as const;

export interface DrawContext {
  doc: PDFKit.PDFDocument;
  invoice: InvoiceDocument;
  t: PdfT;
  format: PdfFormat;
}

export interface TextStyle {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: "left" | "right" | "center";
}

function style(doc: PDFKit.PDFDocument, { size = 9, bold = false, color = COLOR.text }: TextStyle) {
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(size).fillColor(color);
}

/** Writes `text` wrapped to `width` with its top at y; returns the y just under it. */
export function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, s: TextStyle): number {
  style(doc, s);
  doc.text(text, x, y, { width: s.width, align: s.align ?? "left", lineGap: 1 });
  return doc.y;
}

export function textHeight(doc: PDFKit.PDFDocument, text: string, s: TextStyle): number {
  style(doc, s);
  return doc.heightOfString(text, { width: s.width, lineGap: 1 });
}

export function rule(doc: PDFKit.PDFDocument, y: number, from = LEFT, to = RIGHT, color: string = COLOR.rule): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(color).stroke();
}

/** A new page that says whose continuation it is; returns where its content starts. */
export function continuationPage(ctx: DrawContext): number {
  const { doc, invoice, t } = ctx;
  doc.addPage();
  const number = invoice.number ?? t("draft");
  const y = write(doc, t("continued", { title: invoiceTitle(t, invoice.kind), number }), LEFT, MARGIN, { width: CONTENT_WIDTH, size: 8, color: COLOR.muted });
  rule(doc, y + 3);
  return y + 12;
}

/** Where a block of `height` may start: here, or at the top of a continuation page. */
export function roomFor(ctx: DrawContext, y: number, height: number): number {
  return y + height <= BOTTOM ? y : continuationPage(ctx);
}
