import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { fieldError } from "../../errors.js";
import { originalName } from "../../uploads/original-name.js";
import { readUploadForm } from "../../uploads/read-form.js";
import { parseCsv } from "./parse-csv.js";
import { parseXlsx } from "./parse-xlsx.js";
import { toSheet, type Sheet } from "./sheet.js";

// The uploaded file, told by its bytes: an XLSX workbook is read as one, text as CSV; any other
// kind of file is refused, and so is text whose name claims a workbook (a CSV renamed .xlsx is
// not what its sender meant to send). At most 10 MB: the multipart limit answers 413.
const WORKBOOK_NAME = /\.(xlsx|xlsm|xls|ods)$/i;

export interface ImportFile extends Sheet {
  filename: string;
}

export async function readImportFile(request: FastifyRequest): Promise<ImportFile> {
  const { file } = await readUploadForm(request);
  if (!file?.bytes.length) throw fieldError("file", "validation:requiredFile");
  const type = await fileTypeFromBuffer(file.bytes);
  let raw: unknown[][];
  if (type?.ext === "xlsx") raw = await parseXlsx(file.bytes);
  else if (type) throw fieldError("file", "crm-import-api:fileType");
  else if (WORKBOOK_NAME.test(file.filename)) throw fieldError("file", "crm-import-api:notWorkbook");
  else raw = parseCsv(file.bytes);
  const sheet = toSheet(raw, (n) => request.t("crm-import-api:unnamedColumn", { n }));
  return { ...sheet, filename: originalName(file.filename, type?.ext ?? "csv") };
}
