import { sql } from "kysely";
import type { WriteEvent, WriteHookEntry } from "../../crud/write-hooks.js";
import { fieldError } from "../../errors.js";
import { formatMoney } from "../../../resources/kit/money.js";
import { refreshStatus } from "./invoice-status.js";

// A payment is for an issued, unvoided invoice and never takes it past its total; writing one
// moves the invoice's paid total and status in the same transaction, under the invoice's lock,
// so two payments recorded at once cannot both fit the same outstanding amount.
export const PAYMENT_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: "invoice-payments",
    hooks: {
      async beforeWrite(event) {
        const invoiceId = Number(event.values.invoice_id ?? event.before?.invoice_id);
        const invoice = await event.trx
          .selectFrom("invoices")
          .select(["status", "total", "paid_total"])
          .where("id", "=", invoiceId)
          .forUpdate()
          .executeTakeFirst();
        if (event.action === "delete") return;
        if (!invoice || invoice.status === "draft" || invoice.status === "voided")
          throw fieldError("invoice_id", "billing-api:paymentNotIssued");
        // A payment moved to another invoice no longer counts on the first one.
        const sameInvoice = event.before && Number(event.before.invoice_id) === invoiceId;
        const previous = sameInvoice ? Number(event.before!.amount) : 0;
        const amount = Number(event.values.amount ?? previous);
        const outstanding = invoice.total - invoice.paid_total + previous;
        if (amount > outstanding)
          throw fieldError("amount", "billing-api:overpaid", {
            outstanding: formatMoney(outstanding, event.request?.lang === "en" ? "en-GB" : "es-ES"),
          });
      },
      async afterWrite(event) {
        await settle(event);
      },
    },
  },
];

async function settle({ trx, values, before }: WriteEvent): Promise<void> {
  const ids = [
    ...new Set([values.invoice_id, before?.invoice_id].filter((id) => id !== undefined && id !== null).map(Number)),
  ];
  for (const invoiceId of ids) {
    await trx
      .updateTable("invoices")
      .set({
        paid_total: sql`(select coalesce(sum(amount), 0) from invoice_payments where invoice_id = ${invoiceId})`,
        version: sql`version + 1`,
        updated_at: sql`now()`,
      })
      .where("id", "=", invoiceId)
      .execute();
  }
  await refreshStatus(trx, ids);
}
