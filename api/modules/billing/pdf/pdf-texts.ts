import { exemptionGround } from "../../../../resources/billing/exemption-grounds.js";
import { translator } from "../../../i18n.js";
import type { InvoiceDocument } from "./invoice-document.js";

// The invoice's words in its own language (locales/<lng>/invoice-pdf.json), whatever language
// the person downloading it reads: the PDF is the document the client receives.
export type PdfT = (key: string, params?: Record<string, unknown>) => string;

export function pdfTexts(language: InvoiceDocument["language"]): PdfT {
  const t = translator(language);
  return (key, params = {}) => t(`invoice-pdf:${key}`, params) as string;
}

/** F2 is simplified; R1…R5 rectify; F1 and F3 are plain invoices. */
export function invoiceTitle(t: PdfT, kind: string): string {
  if (kind === "F2") return t("title.simplified");
  if (kind.startsWith("R")) return t("title.rectifying");
  return t("title.invoice");
}

/**
 * The legal ground of an exempt line, which the invoice must state (RD 1619/2012, art. 6.1.j):
 * the precise article of its ground, or for a line issued before grounds were stated, the
 * article its code stands for, as it was printed then.
 */
export function exemptionText(t: PdfT, code: string | null, groundKey?: string | null): string {
  const ground = exemptionGround(groundKey);
  if (ground) return ground.article ? t("exemption.ground", { article: ground.article }) : t("exemption.otherGround");
  return code && /^E[1-6]$/.test(code) ? t(`exemption.${code}`) : t("exemption.other", { code: code ?? "—" });
}
