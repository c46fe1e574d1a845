import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { fileTypeFromBuffer } from "file-type";
import { fieldError } from "../errors.js";
import { readUploadForm } from "./read-form.js";

// docs/product.md#validation: attachments up to 10 MB. Images (avatars, logos) are PNG or JPG, told by their bytes,
// never by the name or the type the browser claims.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = new Set(["png", "jpg"]);

/** Multipart parsing for the routes of one plugin only: the rest of the API stays JSON. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  // Over the size, reading the file throws FST_REQ_FILE_TOO_LARGE, which the error handler answers 413.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
}

export interface ImageUpload {
  bytes: Buffer;
  ext: "png" | "jpg";
  mime: string;
}

/** Reads the one file of a multipart request (field `file`) and checks it is a PNG or JPG image. */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  const { file } = await readUploadForm(request);
  const bytes = file?.bytes;
  if (!bytes?.length) throw fieldError("file", "validation:requiredFile");
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.ext)) throw fieldError("file", "uploads:imageType");
  return { bytes, ext: type.ext as ImageUpload["ext"], mime: type.mime };
}
