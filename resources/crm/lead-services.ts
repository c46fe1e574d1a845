import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";

export const leadServices = defineResource({
  name: "lead-services",
  table: "lead_services",
  area: "crm",
  route: "/lead_services",
  icon: "appstore",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 120, unique: true },
  },
  list: {
    columns: ["name", "created_at"],
    filters: ["id", "name"],
    sorters: ["id", "name", "created_at"],
    search: ["name"],
    defaultSort: { field: "name", order: "asc" },
    export: true,
  },
  permissions: STAFF_READ,
});
