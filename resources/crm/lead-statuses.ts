import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";
import { OUTCOME_FIELD } from "./crm-options.js";

// A column of the leads board. Its outcome is what a lead in it has come to: moving a lead here
// moves it to a stage of the same outcome in its pipeline, and back (api/modules/crm/lead-rules.ts).
export const leadStatuses = defineResource({
  name: "lead-statuses",
  table: "lead_statuses",
  area: "crm",
  route: "/crm/lead-status",
  icon: "tag",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 80, unique: true },
    description: { type: "text", maxLength: 500 },
    color: { type: "color", maxLength: 7, default: "#1677ff" },
    order: { type: "integer", min: 0, max: 9999, default: 0 },
    outcome: OUTCOME_FIELD,
    active: { type: "boolean", default: true },
  },
  list: {
    columns: ["name", "description", "color", "order", "outcome", "active"],
    filters: ["id", "name", "outcome", "active"],
    sorters: ["id", "name", "order", "active", "created_at"],
    search: ["name", "description"],
    defaultSort: { field: "order", order: "asc" },
    export: true,
  },
  permissions: STAFF_READ,
});
