import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";
import { SERIES_KINDS } from "./billing-options.js";

// A numbering series (RD 1619/2012 art. 6): each kind of invoice is numbered in a series of its
// own kind, correlatively per year. `format` places the code, the year and the padded number.
export const invoiceSeries = defineResource({
  name: "invoice-series",
  table: "invoice_series",
  area: "billing",
  route: "/billings/series",
  icon: "ordered-list",
  labelField: "name",
  fields: {
    code: { type: "string", required: true, minLength: 1, maxLength: 20, unique: true },
    name: { type: "string", required: true, minLength: 2, maxLength: 80 },
    kind: { type: "enum", options: SERIES_KINDS, default: "standard" },
    format: { type: "string", maxLength: 60, default: "{code}{year}-{number}" },
    padding: { type: "integer", min: 1, max: 10, default: 5 },
    active: { type: "boolean", default: true },
    invoices_count: { type: "integer", readOnly: true, count: { table: "invoices", foreignKey: "series_id" } },
  },
  list: {
    columns: ["code", "name", "kind", "format", "padding", "active", "invoices_count"],
    filters: ["id", "code", "name", "kind", "active"],
    sorters: ["id", "code", "name", "kind", "created_at"],
    search: ["code", "name"],
    defaultSort: { field: "code", order: "asc" },
  },
  permissions: STAFF_READ,
});
