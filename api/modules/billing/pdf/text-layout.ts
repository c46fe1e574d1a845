import bidiFactory from "bidi-js";
import type { FontChain } from "./pdf-fonts.js";
import { cellsOf, type Cell } from "./text-runs.js";

// Text laid out before it is drawn, so a cell's height is known exactly and nothing is drawn
// outside its width: lines broken after spaces (a word longer than the width breaks between
// characters), each line cut into pieces of one font and one direction, the pieces put in
// visual order by the Unicode bidirectional algorithm (bidi-js). A right-to-left piece is
// shaped whole by fontkit, which joins Arabic letters and lays the piece out right to left.

const bidi = bidiFactory();
/** Asking for a feature makes pdfkit shape the piece whole rather than word by word. */
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = ["kern"];

export interface Piece {
  text: string;
  /** The registered font's name. */
  face: string;
  width: number;
  rtl: boolean;
}

export interface LaidLine {
  pieces: Piece[];
  width: number;
}

interface Segment {
  cells: Cell[];
  level: number;
}

export class TextLayout {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly chain: FontChain,
    private readonly size: number,
  ) {}

  widthOf(text: string, face: number, rtl: boolean): number {
    this.doc.font(this.chain.faces[face].name).fontSize(this.size);
    return this.doc.widthOfString(text, rtl ? { features: WHOLE_RUN } : {});
  }

  /** The pieces of cells [from, to) of a paragraph in visual order, and their width. */
  line(cells: Cell[], levels: number[], from: number, to: number): LaidLine {
    const segments: Segment[] = [];
    for (let i = from; i < to; i++) {
      const last = segments.at(-1);
      if (last && last.level === levels[i] && last.cells[0].face === cells[i].face) last.cells.push(cells[i]);
      else segments.push({ cells: [cells[i]], level: levels[i] });
    }
    // UAX #9 L2: from the highest level down to the lowest odd one, reverse each run at or above it.
    const odd = segments.filter((s) => s.level % 2).map((s) => s.level);
    const highest = Math.max(0, ...segments.map((s) => s.level));
    for (let level = highest; odd.length && level >= Math.min(...odd); level--) {
      for (let i = 0; i < segments.length; i++) {
        if (segments[i].level < level) continue;
        let j = i;
        while (j < segments.length && segments[j].level >= level) j++;
        segments.splice(i, j - i, ...segments.slice(i, j).reverse());
        i = j;
      }
    }
    const pieces = segments.map((s) => {
      const text = s.cells.map((c) => c.ch).join("");
      const rtl = s.level % 2 === 1;
      return {
        text,
        face: this.chain.faces[s.cells[0].face].name,
        width: this.widthOf(text, s.cells[0].face, rtl),
        rtl,
      };
    });
    return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0) };
  }

  /** `text` broken into lines no wider than `width`. */
  layout(text: string, width: number): LaidLine[] {
    const lines: LaidLine[] = [];
    const all = cellsOf(text, this.chain);
    let start = 0;
    for (let i = 0; i <= all.length; i++) {
      if (i < all.length && all[i].face >= 0) continue;
      lines.push(...this.paragraph(all.slice(start, i), width));
      start = i + 1;
    }
    return lines;
  }

  private paragraph(cells: Cell[], width: number): LaidLine[] {
    if (!cells.length) return [{ pieces: [], width: 0 }];
    const text = cells.map((c) => c.ch).join("");
    const { levels: byUnit } = bidi.getEmbeddingLevels(text, "auto");
    const levels: number[] = [];
    let unit = 0;
    for (const cell of cells) {
      levels.push(byUnit[unit]);
      unit += cell.ch.length;
    }
    const lines: LaidLine[] = [];
    const fits = (from: number, to: number) =>
      this.line(cells, levels, from, trimEnd(cells, from, to)).width <= width + 0.01;
    let from = 0;
    while (from < cells.length) {
      let to = from;
      // Whole words while they fit.
      for (let next = nextBreak(cells, to); next > to && fits(from, next); next = nextBreak(cells, next)) to = next;
      // A word wider than the line: as many characters as fit, at least one.
      if (to === from) {
        to = from + 1;
        while (to < cells.length && cells[to].ch !== " " && fits(from, to + 1)) to++;
      }
      lines.push(this.line(cells, levels, from, trimEnd(cells, from, to)));
      from = to;
      while (from < cells.length && cells[from].ch === " ") from++;
    }
    return lines;
  }
}

/** The end of the word starting at `from`, with the spaces that follow it. */
function nextBreak(cells: Cell[], from: number): number {
  let i = from;
  while (i < cells.length && cells[i].ch !== " ") i++;
  while (i < cells.length && cells[i].ch === " ") i++;
  return i;
}

function trimEnd(cells: Cell[], from: number, to: number): number {
  while (to > from && cells[to - 1].ch === " ") to--;
  return to;
}

/** Draws laid-out lines from their top at y, each piece on one baseline, aligned within `width`. */
export function drawLines(
  doc: PDFKit.PDFDocument,
  lines: LaidLine[],
  x: number,
  y: number,
  o: { width: number; size: number; align: "left" | "right" | "center"; ascent: number; lineHeight: number },
): void {
  lines.forEach((line, i) => {
    const free = o.width - line.width;
    let at = x + (o.align === "right" ? free : o.align === "center" ? free / 2 : 0);
    const baseline = y + i * o.lineHeight + o.ascent * o.size;
    for (const piece of line.pieces) {
      doc.font(piece.face).fontSize(o.size);
      doc.text(piece.text, at, baseline, {
        lineBreak: false,
        baseline: "alphabetic",
        ...(piece.rtl && { features: WHOLE_RUN }),
      });
      at += piece.width;
    }
  });
}
