import type { FontChain } from "./pdf-fonts.js";

// Which font draws each character: the first of the chain that has its glyph (fontkit's own
// coverage), so a line of Spanish, Greek, Arabic and emoji takes each from the font that has it.
// Marks and joiners stay with the character they belong to; a character no font has becomes a
// visible U+FFFD, never a wrong glyph.

export interface Cell {
  /** The character as drawn (one code point, or U+FFFD in its place). */
  ch: string;
  /** Index of its face in the chain; -1 for a line break. */
  face: number;
}

export const REPLACEMENT = "\uFFFD";
const MARK = /\p{M}/u;
/** Joiners, variation selectors and tag characters: shown only as part of their neighbour. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: joiners and selectors are matched alone, on purpose
const INVISIBLE = /[\u200c\u200d\ufe00-\ufe0f\u{e0020}-\u{e007f}]/u;
/** Direction controls and other formats: the bidi algorithm decides direction here. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it drops
const DROPPED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff]/u;

const has = (chain: FontChain, face: number, cp: number) => chain.faces[face]?.font.hasGlyphForCodePoint(cp) ?? false;

export function cellsOf(text: string, chain: FontChain): Cell[] {
  const cells: Cell[] = [];
  const normalized = text.normalize("NFC").replace(/\r\n?/g, "\n").replace(/\t/g, " ");
  for (const ch of normalized) {
    if (ch === "\n") {
      cells.push({ ch, face: -1 });
      continue;
    }
    if (DROPPED.test(ch)) continue;
    const cp = ch.codePointAt(0)!;
    const previous = cells.at(-1);
    const attached = previous && previous.face >= 0 && (MARK.test(ch) || INVISIBLE.test(ch));
    if (attached && has(chain, previous.face, cp)) {
      previous.ch += ch;
      continue;
    }
    if (INVISIBLE.test(ch)) continue;
    const face = chain.faces.findIndex((_, i) => has(chain, i, cp));
    cells.push(face >= 0 ? { ch, face } : { ch: REPLACEMENT, face: 0 });
  }
  return cells;
}
