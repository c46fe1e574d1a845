import type { InvoiceDocument } from "./invoice-document.js";
import type { PdfFormat } from "./pdf-format.js";
import { invoiceTitle, type PdfT } from "./pdf-texts.js";
import { ensureFonts, fontChains } from "./pdf-fonts.js";
import { drawLines, TextLayout, type LaidLine } from "./text-layout.js";

// The page every piece draws on (A4 in points, 72 to the inch) and the few primitives they share.
// Pieces place text at explicit coordinates and move to a new page themselves: pdfkit's own
// page flow would break a table row in two and lose the repeated header. Text goes through the
// embedded fonts and the layout of text-layout.ts, never pdfkit's own wrapping.
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 42;
export const LEFT = MARGIN;
export const RIGHT = PAGE_WIDTH - MARGIN;
export const CONTENT_WIDTH = RIGHT - LEFT;
/** Content stops here; the page number sits below. */
export const BOTTOM = PAGE_HEIGHT - 60;

export const COLOR = { text: "#1f1f1f", muted: "#6b6b6b", rule: "#d6d6d6", band: "#f0f0f0", draft: "#c0392b" } as const;
/** Space between two lines of a paragraph, in points. */
const LINE_GAP = 1;

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
  /** One line at most: a longer text is cut to end in "…". */
  oneLine?: boolean;
}

interface Laid {
  lines: LaidLine[];
  ascent: number;
  lineHeight: number;
}

// Measured once, drawn from the same layout: a row's height and its drawing always agree.
const layouts = new WeakMap<PDFKit.PDFDocument, Map<string, Laid>>();

function laidOut(
  doc: PDFKit.PDFDocument,
  text: string,
  { width, size = 9, bold = false, oneLine = false }: TextStyle,
): Laid {
  ensureFonts(doc);
  const key = `${size}|${bold}|${width}|${oneLine}|${text}`;
  const cache = layouts.get(doc) ?? new Map<string, Laid>();
  layouts.set(doc, cache);
  const cached = cache.get(key);
  if (cached) return cached;
  const chain = fontChains()[bold ? "bold" : "regular"];
  const engine = new TextLayout(doc, chain, size);
  let lines = engine.layout(text, width);
  if (oneLine && lines.length > 1) lines = [shortened(engine, text, width)];
  const laid = { lines, ascent: chain.ascent, lineHeight: chain.lineHeight * size + LINE_GAP };
  cache.set(key, laid);
  return laid;
}

/** The longest start of `text` that fits on one line with "…" after it. */
function shortened(engine: TextLayout, text: string, width: number): LaidLine {
  const chars = [...text.replace(/\s+/g, " ")];
  for (let n = chars.length - 1; n > 0; n--) {
    const [line, ...more] = engine.layout(`${chars.slice(0, n).join("").trimEnd()}…`, width);
    if (!more.length) return line;
  }
  return engine.layout("…", width)[0];
}

/** Writes `text` wrapped to `width` with its top at y; returns the y just under it. */
export function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, s: TextStyle): number {
  const laid = laidOut(doc, text, s);
  const size = s.size ?? 9;
  doc.fillColor(s.color ?? COLOR.text);
  drawLines(doc, laid.lines, x, y, {
    width: s.width,
    size,
    align: s.align ?? "left",
    ascent: laid.ascent,
    lineHeight: laid.lineHeight,
  });
  return y + laid.lines.length * laid.lineHeight;
}

export function textHeight(doc: PDFKit.PDFDocument, text: string, s: TextStyle): number {
  const laid = laidOut(doc, text, s);
  return laid.lines.length * laid.lineHeight;
}

/** The widest line of `text` as it would be written (geometry checks, fitting a column). */
export function textWidth(doc: PDFKit.PDFDocument, text: string, s: TextStyle): number {
  return Math.max(0, ...laidOut(doc, text, s).lines.map((line) => line.width));
}

export function rule(doc: PDFKit.PDFDocument, y: number, from = LEFT, to = RIGHT, color: string = COLOR.rule): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(color).stroke();
}

/** A new page that says whose continuation it is; returns where its content starts. */
export function continuationPage(ctx: DrawContext): number {
  const { doc, invoice, t } = ctx;
  doc.addPage();
  const number = invoice.number ?? t("draft");
  const y = write(doc, t("continued", { title: invoiceTitle(t, invoice.kind), number }), LEFT, MARGIN, {
    width: CONTENT_WIDTH,
    size: 8,
    color: COLOR.muted,
  });
  rule(doc, y + 3);
  return y + 12;
}

/** Where a block of `height` may start: here, or at the top of a continuation page. */
export function roomFor(ctx: DrawContext, y: number, height: number): number {
  return y + height <= BOTTOM ? y : continuationPage(ctx);
}
