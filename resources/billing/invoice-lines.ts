import { defineResource } from "../kit/define-resource.js";
import { EXEMPTIONS } from "./billing-options.js";
import { EXEMPTION_GROUND_KEYS } from "./exemption-grounds.js";

// A line of an invoice. Written only through its invoice (lines inline in POST and PATCH
// /api/invoices), which computes its amounts; read like its invoice.
export const invoiceLines = defineResource({
  name: "invoice-lines",
  table: "invoice_lines",
  area: "billing",
  route: "/billings/lines",
  icon: "ordered-list",
  labelField: "description",
  menu: false,
  fields: {
    invoice_id: { type: "reference", reference: "invoices", required: true },
    position: { type: "integer", min: 0, max: 10_000, default: 0 },
    description: { type: "string", required: true, minLength: 1, maxLength: 500 },
    quantity: { type: "number", required: true, min: -1_000_000, max: 1_000_000 },
    unit_price: { type: "money", required: true, min: -100_000_000_000, max: 100_000_000_000 },
    discount_percent: { type: "number", min: 0, max: 100, default: 0 },
    vat_rate: { type: "number", min: 0, max: 100 },
    // An exempt line (no vat_rate) states its legal ground; the server sets `exemption`, the
    // VeriFactu code, from it (exemption-grounds.ts).
    exemption_ground: { type: "enum", options: EXEMPTION_GROUND_KEYS, optionLabels: "billing:exemptionGrounds" },
    exemption: { type: "enum", options: EXEMPTIONS },
    surcharge_rate: { type: "number", min: 0, max: 100, default: 0 },
    base: { type: "money", readOnly: true },
    vat_amount: { type: "money", readOnly: true },
    surcharge_amount: { type: "money", readOnly: true },
  },
  list: {
    columns: ["position", "description", "quantity", "unit_price", "discount_percent", "vat_rate", "base"],
    filters: ["id", "invoice_id"],
    sorters: ["id", "position"],
    search: ["description"],
    defaultSort: { field: "position", order: "asc" },
  },
  permissions: {
    superadmin: ["list", "show"],
    admin: ["list", "show"],
    commercial: ["list", "show"],
    client: ["list", "show"],
  },
  scope: { parent: { field: "invoice_id", resource: "invoices" } },
});
