import { defineResource } from "../kit/define-resource.js";
import { ACTIVITY_TYPES, OWNER_FIELDS } from "./crm-options.js";

// Follow-ups of leads (docs/product.md#entity-decisions "calendar of tasks"): what /crm/calendar-leads shows and each
// user's iCalendar feed publishes. Done sets done_at in the database.
export const leadActivities = defineResource({
  name: "lead-activities",
  table: "lead_activities",
  area: "crm",
  route: "/crm/activities",
  icon: "calendar",
  labelField: "subject",
  fields: {
    lead_id: { type: "reference", reference: "leads", required: true },
    lead_name: { type: "string", lookup: { via: "lead_id", table: "leads", columns: ["name"] } },
    type: { type: "enum", options: ACTIVITY_TYPES, default: "call" },
    subject: { type: "string", required: true, minLength: 2, maxLength: 200 },
    notes: { type: "text", maxLength: 5000 },
    ...OWNER_FIELDS,
    due_at: { type: "datetime", required: true },
    duration_minutes: { type: "integer", min: 5, max: 1440, default: 30 },
    done: { type: "boolean", default: false },
    done_at: { type: "datetime", readOnly: true },
    outcome: { type: "text", maxLength: 2000 },
  },
  list: {
    columns: ["subject", "type", "lead_name", "owner_name", "due_at", "duration_minutes", "done"],
    filters: ["id", "lead_id", "type", "owner_id", "due_at", "done"],
    sorters: ["id", "subject", "type", "due_at", "done", "created_at"],
    search: ["subject", "notes", "outcome"],
    defaultSort: { field: "due_at", order: "asc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: "*" },
  scope: { owner: "owner_id" },
  overdue: { date: "due_at", doneWhen: { set: "done_at" } },
});
