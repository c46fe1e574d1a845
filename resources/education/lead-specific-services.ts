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
    // The service by name, so the list searches, sorts and exports it as people read it.
    service_name: { type: "string", lookup: { via: "service_id", table: "lead_services", columns: ["name"] } },
  },
  list: {
    columns: ["service_name", "name"],
    filters: ["id", "service_id", "name"],
    sorters: ["id", "name", "service_name", "created_at"],
    search: ["name", "service_name"],
    defaultSort: { field: "name", order: "asc" },
    export: true,
  },
  permissions: STAFF_READ,
});
