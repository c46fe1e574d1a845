import { friendlyFormatIBAN } from "ibantools";
import { COLOR, textHeight, write, type DrawContext } from "./page-frame.js";

// How to pay, beside the totals: the method and, for a transfer or a direct debit, the
// company's account (IBAN), with the SEPA mandate's reference for a direct debit.

function lines(ctx: DrawContext): string[] {
  const { invoice, t } = ctx;
  const payment = invoice.payment;
  if (!payment) return [];
  const iban = payment.iban ? (friendlyFormatIBAN(payment.iban) ?? payment.iban) : null;
  const out = [t(`payment.methods.${payment.method}`)];
  if (payment.method === "transfer" && iban) out.push(t("payment.transferIban", { iban }));
  if (payment.method === "direct_debit") {
    if (payment.mandateReference) out.push(t("payment.mandate", { reference: payment.mandateReference }));
    if (iban) out.push(t("payment.creditorIban", { iban }));
  }
  return out;
}

const BODY = { size: 8.5 };

export function paymentHeight(ctx: DrawContext, width: number): number {
  const texts = lines(ctx);
  if (!texts.length) return 0;
  return 14 + texts.reduce((sum, text) => sum + textHeight(ctx.doc, text, { ...BODY, width }), 0);
}

/** Draws the block from y; returns the y under it. */
export function drawPayment(ctx: DrawContext, x: number, y: number, width: number): number {
  const texts = lines(ctx);
  if (!texts.length) return y;
  y = write(ctx.doc, ctx.t("payment.title"), x, y, { width, size: 9, bold: true }) + 3;
  for (const text of texts) y = write(ctx.doc, text, x, y, { ...BODY, width, color: COLOR.text });
  return y;
}
