import PDFDocument from "pdfkit";
import { drawHeader } from "./header.js";
import type { InvoiceDocument } from "./invoice-document.js";
import { drawLines } from "./lines-table.js";
import { drawNotes } from "./notes.js";
import { markPages } from "./page-marks.js";
import { MARGIN, type DrawContext } from "./page-frame.js";
import { pdfFormat } from "./pdf-format.js";
import { invoiceTitle, pdfTexts } from "./pdf-texts.js";
import { qrPng } from "./qr-block.js";
import { drawBreakdown } from "./tax-breakdown.js";
import { drawTotals } from "./totals.js";

// The invoice as a PDF: A4, the standard Helvetica (its WinAnsi encoding covers Spanish letters
// and €, so no font file ships), drawn from a document already computed by the billing module.
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const qr = invoice.qrUrl ? await qrPng(invoice.qrUrl) : null;
  const t = pdfTexts(invoice.language);
  const title = [invoiceTitle(t, invoice.kind), invoice.number ?? t("draft")].join(" ");
  const doc = new PDFDocument({
    size: "A4",
    // A small bottom margin: the pieces decide where a page ends, pdfkit never breaks one itself.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 20 },
    // The pages stay in memory until the end, for "page n of m".
    bufferPages: true,
    info: { Title: title, Author: invoice.company.legalName || invoice.company.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const ctx: DrawContext = { doc, invoice, t, format: pdfFormat(invoice.language, invoice.currency) };
  let y = drawHeader(ctx, qr);
  y = drawLines(ctx, y);
  y = drawBreakdown(ctx, y + 16);
  y = drawTotals(ctx, y + 14);
  drawNotes(ctx, y + 14);
  markPages(ctx);
  doc.end();
  return done;
}
