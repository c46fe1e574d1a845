import Papa from "papaparse";
import { fieldError } from "../../errors.js";

// CSV as spreadsheets save it: comma or semicolon separated (Excel in Spanish uses ";"), in UTF-8
// with or without a BOM, or in Windows-1252 when Excel saved it as plain "CSV". Answers the rows
// of cells as text; a file that is not text at all is refused.

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];

function startsWith(bytes: Buffer, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

export function decodeText(bytes: Buffer): string | null {
  let text: string;
  if (startsWith(bytes, UTF8_BOM)) text = new TextDecoder("utf-8").decode(bytes.subarray(3));
  else if (startsWith(bytes, UTF16LE_BOM)) text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder("windows-1252").decode(bytes);
    }
  }
  // Text never holds NUL: this is some binary file the sniffer does not know.
  return text.includes("\u0000") ? null : text;
}

export function parseCsv(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  if (text === null) throw fieldError("file", "crm-import-api:fileType");
  const result = Papa.parse<string[]>(text, { delimitersToGuess: [",", ";", "\t"], skipEmptyLines: false });
  const broken = result.errors.find((e) => e.type === "Quotes");
  // Papa counts rows from 0, the header included: row N of the data is N + 1 of the file.
  if (broken) throw fieldError("file", "crm-import-api:badCsv", { line: (broken.row ?? 0) + 1 });
  return result.data;
}
