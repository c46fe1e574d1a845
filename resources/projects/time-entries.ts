import { defineResource } from "../kit/define-resource.js";
import { userName } from "./priority.js";

// Time logged on a task: a running timer has no end and no minutes; stopping it sets ended_at
// and the database computes minutes. A manual entry gives minutes (or an end) directly.
// `running` is the database's own flag for the first case.
export const timeEntries = defineResource({
  name: "time-entries",
  table: "time_entries",
  area: "projects",
  route: "/tasks/time-entries",
  icon: "clock-circle",
  labelField: "id",
  menu: false,
  // A list of its own, out of the menu: where the dashboard's hours per person lead.
  pages: ["list"],
  fields: {
    task_id: { type: "reference", reference: "tasks", required: true },
    task_name: { type: "string", lookup: { via: "task_id", table: "tasks", columns: ["name"] } },
    user_id: { type: "reference", reference: "team-members", currentUser: true },
    user_name: userName("user_id"),
    started_at: { type: "datetime", required: true },
    ended_at: { type: "datetime", notBefore: "started_at" },
    minutes: { type: "integer", min: 0, max: 100_000 },
    note: { type: "string", maxLength: 500 },
    billable: { type: "boolean", default: true },
    running: { type: "boolean", readOnly: true },
    /** The invoice line that billed it (api/modules/billing/unbilled-routes.ts). */
    invoice_line_id: { type: "integer", readOnly: true, hidden: true },
  },
  list: {
    columns: ["user_name", "task_name", "started_at", "ended_at", "minutes", "note", "billable"],
    filters: ["id", "task_id", "user_id", "billable", "running", "started_at", "ended_at"],
    sorters: ["id", "started_at", "minutes"],
    search: ["note"],
    defaultSort: { field: "started_at", order: "desc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: "*" },
  scope: { task: "task_id", author: "user_id" },
  // What "invoice unbilled time" would still bill.
  flags: {
    unbilled: [
      { field: "billable", is: true },
      { field: "invoice_line_id", empty: true },
      { field: "minutes", above: 0 },
    ],
  },
});
