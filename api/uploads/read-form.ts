import type { FastifyRequest } from "fastify";
import { AppError, validationFailed } from "../errors.js";
import { malformedForm } from "./multipart-errors.js";

// Reads a whole multipart form before anything is kept: only a form that parsed to its end, with
// the declared fields and then exactly one file named `file`, reaches a route's storage.

export interface UploadedForm {
  /** Text fields by name (the first value of each), on an object without a prototype. */
  fields: Record<string, string>;
  file: { filename: string; bytes: Buffer } | null;
}

export async function readUploadForm(
  request: FastifyRequest,
  allowedFields: readonly string[] = [],
): Promise<UploadedForm> {
  if (!request.isMultipart()) throw new AppError(415, "errors:unsupportedMediaType");
  const fields: Record<string, string> = Object.create(null);
  let file: UploadedForm["file"] = null;
  try {
    for await (const part of request.parts()) {
      // The browser's FormData sends the file last; anything after it is not a form we sent.
      if (file) throw new AppError(400, part.type === "file" ? "uploads:oneFile" : "uploads:fileLast");
      if (part.type === "file") {
        if (part.fieldname !== "file")
          throw validationFailed({
            [part.fieldname]: [{ key: "validation:unknownField", params: { field: part.fieldname } }],
          });
        file = { filename: part.filename, bytes: await part.toBuffer() };
      } else {
        if (part.fieldname === "file") throw validationFailed({ file: [{ key: "validation:requiredFile" }] });
        if (!allowedFields.includes(part.fieldname))
          throw validationFailed({
            [part.fieldname]: [{ key: "validation:unknownField", params: { field: part.fieldname } }],
          });
        fields[part.fieldname] ??= String(part.value ?? "");
      }
    }
  } catch (error) {
    throw malformedForm(error);
  }
  return { fields, file };
}
