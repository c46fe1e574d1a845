import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { validationFailed, type FieldError } from "../errors.js";
import { INT4_MAX } from "../crud/field-kinds.js";
import { originalName } from "./original-name.js";
import { readUploadForm } from "./read-form.js";

// Attachments (docs/product.md#validation): PNG, JPG, PDF or DOCX, told by their bytes, never by the name or the
// type the browser claims; at most 10 MB (the multipart limit set by registerUploads).
export const ATTACHMENT_TYPES = ["png", "jpg", "pdf", "docx"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export interface AttachmentUpload {
  /** The owner row's id, from the form field named like the owner (project_id, task_id). */
  ownerId: number;
  bytes: Buffer;
  ext: AttachmentType;
  mime: string;
  /** The name the user gave the file, made safe to store and to send back in a header. */
  originalName: string;
}

/**
 * Reads a multipart form whose fields come first (the owner id) and the file last, as a
 * browser's FormData sends them. Every field error is answered at once (422).
 */
export async function readAttachmentUpload(request: FastifyRequest, ownerField: string): Promise<AttachmentUpload> {
  const form = await readUploadForm(request, [ownerField]);
  const bytes = form.file?.bytes ?? Buffer.alloc(0);
  const errors: Record<string, FieldError[]> = {};
  const ownerId = parseOwnerId(form.fields[ownerField]);
  if (typeof ownerId !== "number") errors[ownerField] = [ownerId];
  const type = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
  const ext = ATTACHMENT_TYPES.find((t) => t === type?.ext);
  if (!bytes.length) errors.file = [{ key: "validation:requiredFile" }];
  else if (!ext) errors.file = [{ key: "uploads:attachmentType" }];
  if (Object.keys(errors).length) throw validationFailed(errors);
  return {
    ownerId: ownerId as number,
    bytes,
    ext: ext!,
    mime: type!.mime,
    originalName: originalName(form.file!.filename, ext!),
  };
}

function parseOwnerId(field: string | undefined): number | FieldError {
  const value = (field ?? "").trim();
  if (value === "") return { key: "validation:required" };
  if (!/^[0-9]{1,10}$/.test(value)) return { key: "validation:integer" };
  const id = Number(value);
  if (id < 1) return { key: "validation:gte", params: { min: 1 } };
  if (id > INT4_MAX) return { key: "validation:lte", params: { max: INT4_MAX } };
  return id;
}
