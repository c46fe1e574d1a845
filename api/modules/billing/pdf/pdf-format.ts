import { formatMoney } from "../../../../resources/kit/money.js";
import type { InvoiceDocument } from "./invoice-document.js";

// Numbers and dates as the invoice's language writes them. English invoices follow British
// conventions (day before month), which Spanish companies' foreign clients read without doubt.
const LOCALES = { es: "es-ES", en: "en-GB" } as const;

export interface PdfFormat {
  money(cents: number): string;
  /** A unit price may carry fractions of a cent (0.125 € a unit). */
  unitPrice(cents: number): string;
  quantity(value: number): string;
  /** 21 → "21 %" (es) or "21%" (en). */
  percent(rate: number): string;
  /** "2026-03-05" → "5 de marzo de 2026" / "5 March 2026". */
  date(isoDate: string): string;
}

export function pdfFormat(language: InvoiceDocument["language"], currency: string): PdfFormat {
  const locale = LOCALES[language];
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  // The dates are calendar days: read and written in UTC so no zone moves them a day.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return {
    money: (cents) => formatMoney(cents, locale, { currency }),
    unitPrice: (cents) => formatMoney(cents, locale, { currency, maxDecimals: 4 }),
    quantity: (value) => quantity.format(value),
    percent: (rate) => percent.format(rate / 100),
    date: (isoDate) => date.format(new Date(`${isoDate}T00:00:00Z`)),
  };
}
