import { defineResource } from "../kit/define-resource.js";
import { PAYMENT_METHODS } from "./billing-options.js";

// A payment received for an issued invoice; writing one moves the invoice's paid total and
// status in the same transaction (api/modules/billing/payment-hooks.ts).
export const invoicePayments = defineResource({
  name: "invoice-payments",
  table: "invoice_payments",
  area: "billing",
  route: "/billings/payments",
  icon: "euro",
  labelField: "id",
  menu: false,
  fields: {
    invoice_id: { type: "reference", reference: "invoices", required: true },
    paid_on: { type: "date", required: true },
    method: { type: "enum", options: PAYMENT_METHODS, default: "transfer" },
    amount: { type: "money", required: true, min: 1 },
    note: { type: "string", maxLength: 500 },
    created_by: { type: "reference", reference: "team-members", currentUser: true },
  },
  list: {
    columns: ["paid_on", "method", "amount", "note"],
    filters: ["id", "invoice_id", "method", "paid_on"],
    sorters: ["id", "paid_on", "amount"],
    search: ["note"],
    defaultSort: { field: "paid_on", order: "desc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: ["list", "show"] },
});
