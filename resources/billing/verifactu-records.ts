import { defineResource } from "../kit/define-resource.js";
import type { FieldDef } from "../kit/types.js";

// A VeriFactu record with what became of its sending to the tax agency (issue 29,
// docs/verifactu-sending.md): the view verifactu_record_states (migrations 0024, 0027); a record
// made in «NO VERI*FACTU» mode is never sent (no status) and is signed instead. Read-only: the
// records are append-only and their state is the queue's; retrying and correcting have their own
// routes. Served at GET /api/verifactu/records (api/modules/billing/verifactu/records-routes.ts).
export const VERIFACTU_SEND_STATUSES = ["pending", "sent", "accepted", "accepted_with_errors", "rejected"] as const;

const READ = ["list", "show"] as const;
const text = { type: "string", readOnly: true } satisfies FieldDef;
const when = { type: "datetime", readOnly: true } satisfies FieldDef;

export const verifactuRecords = defineResource({
  name: "verifactu-records",
  table: "verifactu_record_states",
  area: "billing",
  route: "/billings/verifactu",
  icon: "cloud-upload",
  labelField: "invoice_number",
  menu: false,
  fields: {
    invoice_id: { type: "reference", reference: "invoices", readOnly: true },
    kind: { type: "enum", options: ["alta", "anulacion"], readOnly: true },
    invoice_number: text,
    issue_date: text,
    invoice_type: text,
    total: text,
    hash: text,
    generated_at: text,
    status: { type: "enum", options: VERIFACTU_SEND_STATUSES, readOnly: true },
    attempts: { type: "integer", readOnly: true },
    next_attempt_at: when,
    sent_at: when,
    answered_at: when,
    csv: text,
    error_code: { type: "integer", readOnly: true },
    error_description: text,
    last_error: text,
    late: { type: "boolean", readOnly: true },
    corrects_id: { type: "integer", readOnly: true },
    corrected_by_id: { type: "integer", readOnly: true },
    verifactu_mode: { type: "enum", options: ["verifactu", "no_verifactu"], readOnly: true },
    signed: { type: "boolean", readOnly: true },
  },
  list: {
    columns: ["invoice_number", "kind", "issue_date", "status", "csv", "error_description", "verifactu_mode", "signed"],
    // On a phone: what became of the record, and for one never sent, its mode.
    card: ["issue_date", "status", "verifactu_mode", "error_description"],
    filters: ["id", "status", "invoice_id", "kind", "late", "verifactu_mode"],
    sorters: ["id", "invoice_number", "status"],
    search: ["invoice_number", "csv"],
    defaultSort: { field: "id", order: "desc" },
  },
  permissions: { superadmin: READ, admin: READ, commercial: READ },
});
