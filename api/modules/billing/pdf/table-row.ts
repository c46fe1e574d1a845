import { CONTENT_WIDTH, LEFT, textHeight, write } from "./page-frame.js";

// One row of a table across the page: each cell wraps within its column, and the row is as tall
// as its tallest cell, so a caller can tell whether the row still fits before drawing it.
export interface Column {
  /** 0: takes what the other columns leave. */
  width: number;
  align: "left" | "right";
}

export interface RowStyle {
  size: number;
  bold?: boolean;
  color?: string;
  /** A background colour (the header row). */
  band?: string;
}

const PAD_X = 4;
const PAD_Y = 4;

export function fitColumns(columns: Column[]): Column[] {
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  return columns.map((c) => (c.width ? c : { ...c, width: CONTENT_WIDTH - fixed }));
}

export function rowHeight(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], s: RowStyle): number {
  const heights = cells.map((text, i) =>
    text ? textHeight(doc, text, { width: columns[i].width - 2 * PAD_X, size: s.size, bold: s.bold }) : 0,
  );
  return Math.max(...heights) + 2 * PAD_Y;
}

/** Draws the row with its top at y; returns the y under it. */
export function drawRow(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], y: number, s: RowStyle): number {
  const height = rowHeight(doc, columns, cells, s);
  if (s.band) doc.rect(LEFT, y, CONTENT_WIDTH, height).fill(s.band);
  let x = LEFT;
  cells.forEach((text, i) => {
    const { width, align } = columns[i];
    if (text)
      write(doc, text, x + PAD_X, y + PAD_Y, {
        width: width - 2 * PAD_X,
        align,
        size: s.size,
        bold: s.bold,
        color: s.color,
      });
    x += width;
  });
  return y + height;
}
