import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";

// Shown as "client status" ("estado del cliente") in the Spanish interface (docs/product.md#areas).
export const commercialSecurities = defineResource({
  name: "commercial-securities",
  table: "commercial_securities",
  area: "education",
  route: "/commercial_securities",
  icon: "safety",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 80, unique: true },
    description: { type: "text", maxLength: 500 },
    order: { type: "integer", min: 0, max: 9999, default: 0 },
    icon: { type: "icon", maxLength: 60 },
  },
  list: {
    columns: ["name", "description", "order", "icon"],
    filters: ["id", "name", "order"],
    sorters: ["id", "name", "order", "created_at"],
    search: ["name", "description"],
    defaultSort: { field: "order", order: "asc" },
    export: true,
  },
  permissions: STAFF_READ,
});
