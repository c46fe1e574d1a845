import Papa from "papaparse";

// The one CSV writer: every file the app writes, on the server (list exports, rosters) and in the
// browser (the generic list's and the activity log's exports), is made here. It is written as a
// spreadsheet in Spanish opens it: UTF-8 with a BOM, `;` between values, CRLF between rows.
//
// A cell is data, never a formula (OWASP "CSV Injection"): text that starts with = + - @, a tab
// or a carriage return gets a leading apostrophe (and quotes), so a spreadsheet shows it instead
// of running it. Text from the database is neutralised whatever field it came from; only the
// app's own figures (csvNumber) keep a leading minus.

/** A number the app formatted itself ("-12,50", "1234.5"): written as it is, not as text. */
export interface CsvNumber {
  readonly csvNumber: string;
}

export type CsvCell = string | number | boolean | Date | CsvNumber | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
// What the app's own number formatting can produce: a sign, digits, separators (Intl's es/en,
// including their narrow no-break spaces). Anything else passed as a number is treated as text.
const FORMATTED_NUMBER = /^[-+]?\d[\d.,\s\u00a0\u202f]*$/;

/** Marks text the app formatted from a number, so its minus sign is kept. */
export function csvNumber(text: string): CsvNumber {
  return { csvNumber: text };
}

/** The text itself, or with a leading apostrophe when a spreadsheet would read it as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell as it is written (before quoting). */
export function csvCellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  if (typeof cell === "boolean") return String(cell);
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "" : cell.toISOString();
  if (typeof cell === "object")
    return FORMATTED_NUMBER.test(cell.csvNumber) ? cell.csvNumber : neutraliseFormula(cell.csvNumber);
  return neutraliseFormula(cell);
}

/** A whole file: the header row, then one row per record. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(neutraliseFormula), ...rows.map((row) => row.map(csvCellText))];
  // A neutralised cell is quoted as well, as OWASP advises: its apostrophe then stays part of the value.
  const quotes = (value: unknown) =>
    typeof value === "string" && value.startsWith("'") && FORMULA_START.test(value.slice(1));
  return `\uFEFF${Papa.unparse(lines, { delimiter: ";", newline: "\r\n", quotes })}`;
}
