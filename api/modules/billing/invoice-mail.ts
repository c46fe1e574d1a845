import { formatMoney } from "../../../resources/kit/money.js";
import { translator } from "../../i18n.js";
import { renderHtmlMail } from "../../mail/html-layout.js";
import type { MailMessage } from "../../mail/mail-message.js";
import type { InvoiceDocument } from "./pdf/invoice-document.js";

// The mail that carries an invoice: a few lines in the invoice's language and the PDF attached.
export function composeInvoiceMail({
  to,
  document,
  clientName,
  pdf,
  fileName,
}: {
  to: string;
  document: InvoiceDocument;
  clientName: string;
  pdf: Buffer;
  fileName: string;
}): MailMessage {
  const lang = document.language;
  const t = translator(lang);
  const money = formatMoney(document.total, lang === "es" ? "es-ES" : "en-GB", { currency: document.currency });
  const due = document.dueDate
    ? new Intl.DateTimeFormat(lang === "es" ? "es-ES" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${document.dueDate}T00:00:00Z`),
      )
    : "—";
  const number = document.number ?? "";
  const company = document.company.name;
  const paragraphs = [
    t("billing-api:mailGreeting", { client: clientName }),
    t("billing-api:mailBody", { number, total: money, due }),
    t("billing-api:mailThanks"),
  ];
  const subject = t("billing-api:mailSubject", { number, company });
  return {
    to,
    subject,
    text: `${paragraphs.join("\n\n")}\n\n${company}\n`,
    html: renderHtmlMail({ lang, title: subject, paragraphs, footer: [company] }),
    attachments: [{ filename: fileName, content: pdf, contentType: "application/pdf" }],
  };
}
