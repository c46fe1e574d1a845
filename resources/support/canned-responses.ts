import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";

// Replies staff reuse. The body may hold variables ({{client.name}}, {{ticket.token}}, …) that
// the reply box fills in from the ticket it is used on.
export const cannedResponses = defineResource({
  name: "canned-responses",
  table: "canned_responses",
  area: "support",
  route: "/support/canned-responses",
  icon: "snippets",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 120, unique: true },
    body: { type: "text", required: true, maxLength: 10000 },
    active: { type: "boolean", default: true },
  },
  list: {
    columns: ["name", "body", "active"],
    filters: ["id", "name", "active"],
    sorters: ["id", "name", "active", "created_at"],
    search: ["name", "body"],
    defaultSort: { field: "name", order: "asc" },
  },
  permissions: STAFF_READ,
});
