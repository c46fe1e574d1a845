import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";

// The fonts a PDF embeds (subset to the glyphs it uses): DejaVu Sans (the dejavu-fonts-ttf
// package: Latin, Greek, Cyrillic, Arabic, Hebrew, maths and many symbols, in regular and bold),
// then Noto Emoji (@fontsource/noto-emoji, monochrome, in the subsets the package splits it
// into) for the pictographs DejaVu lacks. Each character goes to the first font of the chain
// that has its glyph (text-runs.ts); pdfkit's standard Helvetica knows only WinAnsi and printed
// anything else as garbage.

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

export interface FontFace {
  /** The name it is registered under in a document. */
  name: string;
  font: fontkit.Font;
  data: Buffer;
}

export interface FontChain {
  faces: FontFace[];
  /** Ascent and line height per point of size, from the first face (DejaVu Sans: 0.928 and 1.164). */
  ascent: number;
  lineHeight: number;
}

function face(name: string, file: string): FontFace {
  const data = readFileSync(file);
  return { name, data, font: fontkit.create(data) as fontkit.Font };
}

let chains: { regular: FontChain; bold: FontChain } | undefined;

function emojiFaces(): FontFace[] {
  const dir = path.join(packageDir("@fontsource/noto-emoji"), "files");
  // The "emoji" subset holds the common pictographs; the numbered ones the rest.
  const files = readdirSync(dir)
    .filter((f) => f.endsWith("-400-normal.woff"))
    .sort(
      (a, b) =>
        Number(b.includes("-emoji-")) - Number(a.includes("-emoji-")) || a.localeCompare(b, "en", { numeric: true }),
    );
  return files.map((file, i) => face(`Emoji-${i}`, path.join(dir, file)));
}

function chainOf(first: FontFace, rest: FontFace[]): FontChain {
  const { font } = first;
  return {
    faces: [first, ...rest],
    ascent: font.ascent / font.unitsPerEm,
    lineHeight: (font.ascent - font.descent + font.lineGap) / font.unitsPerEm,
  };
}

/** Read once per process. */
export function fontChains(): { regular: FontChain; bold: FontChain } {
  if (!chains) {
    const dejavu = path.join(packageDir("dejavu-fonts-ttf"), "ttf");
    const emoji = emojiFaces();
    chains = {
      regular: chainOf(face("Body", path.join(dejavu, "DejaVuSans.ttf")), emoji),
      bold: chainOf(face("Body-Bold", path.join(dejavu, "DejaVuSans-Bold.ttf")), emoji),
    };
  }
  return chains;
}

const registered = new WeakSet<PDFKit.PDFDocument>();

/** Registers the chains' fonts in a document, once. */
export function ensureFonts(doc: PDFKit.PDFDocument): void {
  if (registered.has(doc)) return;
  const { regular, bold } = fontChains();
  for (const f of new Set([...regular.faces, ...bold.faces])) doc.registerFont(f.name, f.data);
  registered.add(doc);
}
