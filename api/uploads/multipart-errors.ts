import { AppError } from "../errors.js";

// What can go wrong while reading a multipart form is the sender's doing: a body cut short, a
// boundary that never comes, a second file. Each answers 4xx with its own message, never 500.
const BY_CODE: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError(413, "uploads:tooLarge"),
  FST_FILES_LIMIT: () => new AppError(400, "uploads:oneFile"),
  FST_FIELDS_LIMIT: () => new AppError(400, "uploads:tooManyFields"),
  FST_PARTS_LIMIT: () => new AppError(400, "uploads:tooManyFields"),
  FST_PROTO_VIOLATION: () => new AppError(400, "uploads:malformed"),
  FST_MP_PREMATURE_CLOSE: () => new AppError(400, "uploads:malformed"),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError(415, "errors:unsupportedMediaType"),
};

export function multipartErrorToAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && BY_CODE[code] ? BY_CODE[code]() : null;
}

/** Any failure while the form's bytes are parsed: busboy's own errors carry no code, only a message. */
export function malformedForm(error: unknown): AppError {
  return multipartErrorToAppError(error) ?? new AppError(400, "uploads:malformed");
}
