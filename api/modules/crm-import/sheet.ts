import { fieldError } from "../../errors.js";

// What an uploaded file becomes, CSV or XLSX alike: its header and its data rows as text, each
// row with its number in the file (1 = the first row under the header), so a row a user is told
// about is the row they see in their spreadsheet even when blank rows were left out.

export const MAX_ROWS = 5_000;
export const MAX_COLUMNS = 100;
/** A header is what a mapping names; longer ones are cut (the mapping's schema allows this much). */
export const MAX_HEADER = 120;
/** A cell longer than any lead field is cut: its field's own rule then says it is too long. */
const MAX_CELL = 1_000;

export interface SheetRow {
  row: number;
  cells: string[];
}

export interface Sheet {
  columns: string[];
  rows: SheetRow[];
}

/** A cell as text: numbers without float noise, dates as YYYY-MM-DD, nothing as "". */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "number") return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : "";
  return String(value).replaceAll("\u0000", "").slice(0, MAX_CELL);
}

/**
 * The first non-blank row is the header; blank rows are left out, trailing blank columns too.
 * Refuses (422 on `file`) a file with no data rows, or more rows or columns than an import takes.
 * `unnamed` names a header cell left empty ("Column 3").
 */
export function toSheet(raw: readonly (readonly unknown[])[], unnamed: (n: number) => string): Sheet {
  const lines = raw.map((cells) => cells.map(cellText));
  const isBlank = (cells: string[]) => cells.every((c) => c.trim() === "");
  const headerAt = lines.findIndex((cells) => !isBlank(cells));
  if (headerAt < 0) throw fieldError("file", "crm-import-api:noHeader");
  const body = lines
    .slice(headerAt + 1)
    .map((cells, i) => ({ row: i + 1, cells }))
    .filter((r) => !isBlank(r.cells));
  if (!body.length) throw fieldError("file", "crm-import-api:noRows");
  if (body.length > MAX_ROWS)
    throw fieldError("file", "crm-import-api:tooManyRows", { max: MAX_ROWS, count: body.length });
  const width = Math.max(...[lines[headerAt], ...body.map((r) => r.cells)].map(lastFilled)) + 1;
  if (width > MAX_COLUMNS) throw fieldError("file", "crm-import-api:tooManyColumns", { max: MAX_COLUMNS });
  return {
    columns: headers(lines[headerAt], width, unnamed),
    rows: body.map((r) => ({ row: r.row, cells: pad(r.cells, width) })),
  };
}

function lastFilled(cells: string[]): number {
  for (let i = cells.length - 1; i >= 0; i--) if (cells[i].trim() !== "") return i;
  return -1;
}

function pad(cells: string[], width: number): string[] {
  return Array.from({ length: width }, (_, i) => cells[i] ?? "");
}

/** Headers trimmed, empty ones named, repeated ones told apart ("Email", "Email (2)"). */
function headers(cells: string[], width: number, unnamed: (n: number) => string): string[] {
  const seen = new Map<string, number>();
  return pad(cells, width).map((cell, i) => {
    const base =
      cell
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, MAX_HEADER - 4) || unnamed(i + 1);
    const key = base.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}
