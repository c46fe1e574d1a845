// What may be attached (docs/product.md#validation, issue 4): PNG, JPG, PDF or DOCX up to 10 MB. The API decides by
// the file's bytes; this early check only spares the user a useless upload, so it trusts the
// browser's type or, when the browser gives none, the name's extension.
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const ATTACHMENT_MIME_TYPES = ["image/png", "image/jpeg", "application/pdf", DOCX_MIME];
export const ATTACHMENT_EXTENSIONS = [".png", ".jpg", ".jpeg", ".pdf", ".docx"];
/** The file picker's filter. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_EXTENSIONS, ...ATTACHMENT_MIME_TYPES].join(",");

export type AttachmentProblem = "type" | "size";

export function attachmentProblem(file: { name: string; type?: string; size: number }): AttachmentProblem | null {
  const name = file.name.toLowerCase();
  const typeOk = file.type
    ? ATTACHMENT_MIME_TYPES.includes(file.type)
    : ATTACHMENT_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!typeOk) return "type";
  if (file.size > MAX_ATTACHMENT_BYTES) return "size";
  return null;
}

export type AttachmentKind = "image" | "pdf" | "word" | "other";

export function attachmentKind(mime: unknown): AttachmentKind {
  const type = String(mime ?? "");
  if (type.startsWith("image/")) return "image";
  if (type === "application/pdf") return "pdf";
  if (type === DOCX_MIME) return "word";
  return "other";
}

const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/** 2048 → "2 kB", 1572864 → "1,5 MB" (es): in the reader's language. */
export function humanSize(bytes: unknown, lang: string): string {
  let value = Number(bytes);
  if (!Number.isFinite(value) || value < 0) return "—";
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(lang, {
    style: "unit",
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
