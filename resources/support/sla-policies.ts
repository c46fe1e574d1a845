import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";
import { URGENCIES } from "./ticket-options.js";

// How fast a ticket must be answered and solved, in business minutes, per urgency and
// optionally per client type (a type's own policy wins over the general one).
export const slaPolicies = defineResource({
  name: "sla-policies",
  table: "sla_policies",
  area: "support",
  route: "/support/sla-policies",
  icon: "field-time",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 120 },
    urgency: { type: "enum", options: URGENCIES, required: true },
    client_type_id: { type: "reference", reference: "client-types" },
    first_response_minutes: { type: "integer", required: true, min: 1, max: 1_000_000 },
    resolution_minutes: { type: "integer", required: true, min: 1, max: 1_000_000 },
    active: { type: "boolean", default: true },
  },
  list: {
    columns: ["name", "urgency", "client_type_id", "first_response_minutes", "resolution_minutes", "active"],
    filters: ["id", "name", "urgency", "client_type_id", "active"],
    sorters: ["id", "name", "urgency", "first_response_minutes", "resolution_minutes", "created_at"],
    search: ["name"],
    defaultSort: { field: "id", order: "asc" },
  },
  permissions: STAFF_READ,
});

// Days the business is closed, in the company's time zone: the SLA clock does not run on them.
export const holidays = defineResource({
  name: "holidays",
  table: "holidays",
  area: "support",
  route: "/support/holidays",
  icon: "calendar",
  labelField: "name",
  fields: {
    date: { type: "date", required: true, unique: true },
    name: { type: "string", required: true, minLength: 2, maxLength: 120 },
  },
  list: {
    columns: ["date", "name"],
    filters: ["id", "date", "name"],
    sorters: ["id", "date", "name"],
    search: ["name"],
    defaultSort: { field: "date", order: "asc" },
  },
  permissions: STAFF_READ,
});
