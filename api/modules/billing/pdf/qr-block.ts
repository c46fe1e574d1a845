import QRCode from "qrcode";
import { write } from "./page-frame.js";

// The VeriFactu QR (Orden HAC/1177/2024, arts. 20–21): at the start of the invoice, 30–40 mm
// square, "QR tributario:" above it and, only for a record sent in VERI*FACTU mode, "VERI*FACTU"
// near it. Both texts are fixed by the order, so they stay in Spanish on an English invoice.
export const QR_LABEL = "QR tributario:";
export const QR_LEGEND = "VERI*FACTU";
/** 36 mm: 1 mm is 72 / 25.4 points. */
export const QR_SIZE = 102;

export function qrPng(url: string): Promise<Buffer> {
  // The order asks for error correction level M; two modules of margin keep the legend clear of it.
  return QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 8 });
}

/** Draws the label, the code and (`legend`) the legend in a column QR_SIZE wide; returns the y under them. */
export function drawQrBlock(doc: PDFKit.PDFDocument, png: Buffer, x: number, y: number, legend: boolean): number {
  const top = write(doc, QR_LABEL, x, y, { width: QR_SIZE, size: 8, bold: true, align: "center" });
  doc.image(png, x, top + 1, { width: QR_SIZE, height: QR_SIZE });
  if (!legend) return top + 1 + QR_SIZE;
  return write(doc, QR_LEGEND, x, top + 1 + QR_SIZE + 1, { width: QR_SIZE, size: 9, bold: true, align: "center" });
}
