import { drawParty } from "./party-block.js";
import type { DrawContext } from "./page-frame.js";

// The issuer at the top left: its logo, when it has one, over its identity.
const LOGO_MAX_WIDTH = 160;
const LOGO_MAX_HEIGHT = 56;

interface OpenedImage {
  width: number;
  height: number;
}

function drawLogo(doc: PDFKit.PDFDocument, data: Buffer, x: number, y: number): number {
  // pdfkit reads the image's size when it opens it; the types do not declare openImage.
  const open = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage.bind(doc);
  let image: OpenedImage;
  try {
    image = open(data);
  } catch {
    // A logo pdfkit cannot read must not stop the invoice from being issued: it goes without.
    return y;
  }
  const scale = Math.min(LOGO_MAX_WIDTH / image.width, LOGO_MAX_HEIGHT / image.height);
  const height = image.height * scale;
  doc.image(image as unknown as Buffer, x, y, { width: image.width * scale, height });
  return y + height + 8;
}

export function drawCompany(ctx: DrawContext, x: number, y: number, width: number): number {
  const { doc, invoice, t } = ctx;
  const logo = invoice.company.logo;
  if (logo) y = drawLogo(doc, logo.data, x, y);
  return drawParty(doc, t, invoice.company, x, y, width, { nameSize: 13, language: invoice.language });
}
