import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";

export const leadSpecificServices = defineResource({
  name: "lead-specific-services",
  table: "lead_specific_services",
  area: "education",
  route: "/lead-specific-services",
  icon: "apartment",
  labelField: "name",
  fields: {
    service_id: { type: "reference", reference: "lead-services", required: true },
    name: { type: "string", required: true, minLength: 2, maxLength: 120 },
  },
  list: {
    columns: ["service_id", "name"],
    filters: ["id", "service_id", "name"],
    sorters: ["id", "name", "service_id", "created_at"],
    search: ["name"],
    defaultSort: { field: "name", order: "asc" },
    export: true,
  },
  permissions: STAFF_READ,
});
