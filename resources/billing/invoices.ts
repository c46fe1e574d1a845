import { defineResource } from "../kit/define-resource.js";
import type { FieldDef } from "../kit/types.js";
import { INVOICE_KINDS, INVOICE_STATUSES, PAYMENT_METHODS, RECTIFICATION_METHODS } from "./billing-options.js";

const amount = { type: "money", readOnly: true, min: -100_000_000_000 } as const satisfies FieldDef;

// An invoice (issue 13, docs/billing-api.md). A draft is edited with its lines inline; issuing
// numbers it, records it for VeriFactu and freezes it (in the database too). Totals, status and
// payment state are the server's. Clients read their client's issued invoices, never drafts
// (`draft` is a generated column, status = 'draft').
export const invoices = defineResource({
  name: "invoices",
  table: "invoices",
  area: "billing",
  route: "/billings",
  // A client's own issued invoices: in their menu.
  portal: true,
  icon: "file-text",
  labelField: "number",
  fields: {
    kind: { type: "enum", options: INVOICE_KINDS, default: "F1" },
    series_id: { type: "reference", reference: "invoice-series", required: true },
    number: { type: "string", readOnly: true },
    client_id: { type: "reference", reference: "lead-clients" },
    client_name: { type: "string", lookup: { via: "client_id", table: "lead_clients", columns: ["name"] } },
    /** The client's tax id, for the list's search: an invoice is looked for by whom it was made to. */
    client_tax_id: { type: "string", lookup: { via: "client_id", table: "lead_clients", columns: ["tax_id"] } },
    project_id: { type: "reference", reference: "projects" },
    issue_date: { type: "date", required: true },
    due_date: { type: "date", notBefore: "issue_date" },
    /** The PDF's and the mail's language; the editor proposes the client's. */
    language: { type: "enum", options: ["es", "en"], default: "es" },
    /** Whether the equivalence surcharge applies; the editor proposes the client's. */
    surcharge: { type: "boolean", default: false },
    irpf_rate: { type: "number", min: 0, max: 50, default: 0 },
    /** How the client is to pay, printed on the PDF (with the company's IBAN for a transfer or a debit). */
    payment_method: {
      type: "enum",
      options: PAYMENT_METHODS,
      default: "transfer",
      optionLabels: "resources:invoice-payments.options.method",
    },
    notes: { type: "text", maxLength: 2000 },
    status: { type: "enum", options: INVOICE_STATUSES, readOnly: true },
    draft: { type: "boolean", readOnly: true, hidden: true },
    subtotal: amount,
    vat_total: amount,
    surcharge_total: amount,
    tax_total: amount,
    irpf_total: amount,
    total: amount,
    paid_total: amount,
    outstanding: amount,
    rectifies_id: { type: "reference", reference: "invoices", readOnly: true },
    rectification_method: { type: "enum", options: RECTIFICATION_METHODS, readOnly: true },
    rectification_reason: { type: "string", readOnly: true },
    issued_at: { type: "datetime", readOnly: true },
    sent_at: { type: "datetime", readOnly: true },
    voided_at: { type: "datetime", readOnly: true },
    voided_by_id: { type: "reference", reference: "invoices", readOnly: true },
  },
  list: {
    columns: ["number", "client_name", "issue_date", "due_date", "status", "total", "outstanding"],
    card: ["number", "client_name", "total", "status", "issue_date", "due_date"],
    filters: [
      "id",
      "number",
      "status",
      "client_id",
      "series_id",
      "issue_date",
      "kind",
      "project_id",
      "due_date",
      "total",
      "outstanding",
      "rectifies_id",
    ],
    sorters: ["id", "number", "client_name", "issue_date", "due_date", "status", "total", "outstanding", "created_at"],
    search: ["number", "notes", "client_name", "client_tax_id"],
    defaultSort: { field: "issue_date", order: "desc" },
    totals: ["subtotal", "tax_total", "irpf_total", "total", "paid_total", "outstanding"],
    export: true,
  },
  permissions: { superadmin: "*", admin: "*", commercial: ["list", "show"], client: ["list", "show"] },
  scope: { client: "client_id", internal: "draft" },
  children: { field: "lines", resource: "invoice-lines", foreignKey: "invoice_id", order: "position", max: 500 },
  // Past due with something left to collect (`overdue=true`), the day it happens: the stored
  // status follows within the hour (api/modules/billing/overdue-job.ts).
  overdue: { date: "due_date", doneWhen: { settled: "outstanding" } },
});
