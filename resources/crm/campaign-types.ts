import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";

export const campaignTypes = defineResource({
  name: "campaign-types",
  table: "campaign_types",
  area: "crm",
  route: "/crm/campaign-types",
  icon: "notification",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 80, unique: true },
    description: { type: "text", maxLength: 500 },
    active: { type: "boolean", default: true },
  },
  list: {
    columns: ["name", "description", "active"],
    filters: ["id", "name", "active"],
    sorters: ["id", "name", "active", "created_at"],
    search: ["name", "description"],
    defaultSort: { field: "name", order: "asc" },
    export: true,
  },
  permissions: STAFF_READ,
});
