import { readSheet } from "read-excel-file/node";
import { fieldError } from "../../errors.js";
import { unpackedSize } from "./zip-size.js";

// The first sheet of an XLSX workbook, as rows of cells (text, numbers, dates). Its size once
// unpacked is checked first: the reader holds the whole sheet in memory.
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export async function parseXlsx(bytes: Buffer): Promise<unknown[][]> {
  const size = unpackedSize(bytes);
  if (size === null) throw fieldError("file", "crm-import-api:badXlsx");
  if (size > MAX_UNPACKED_BYTES) throw fieldError("file", "crm-import-api:xlsxTooLarge");
  try {
    return (await readSheet(bytes)) as unknown[][];
  } catch {
    throw fieldError("file", "crm-import-api:badXlsx");
  }
}
