import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";

export const clientTypes = defineResource({
  name: "client-types",
  table: "client_types",
  area: "education",
  route: "/client_types",
  icon: "team",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 80 },
    code: { type: "string", required: true, minLength: 1, maxLength: 20, unique: true },
  },
  list: {
    columns: ["name", "code"],
    filters: ["id", "name", "code"],
    sorters: ["id", "name", "code", "created_at"],
    search: ["name", "code"],
    defaultSort: { field: "name", order: "asc" },
    export: true,
  },
  permissions: STAFF_READ,
});
