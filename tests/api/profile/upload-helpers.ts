import { multipartForm, tinyPng } from "../../fixtures/files.js";

// The avatar and logo uploads' files: a real small PNG (tests/fixtures/files.ts builds it), a PDF
// an image field must refuse, and one file sent the way a browser sends it.
export { tinyPng };

export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

export function multipartFile(filename: string, bytes: Buffer, contentType: string, field = "file") {
  return multipartForm([], { field, filename, contentType, bytes });
}
