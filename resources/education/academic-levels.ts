import { defineResource } from "../kit/define-resource.js";
import { EVERYONE_READ } from "../kit/permissions.js";

// "Grade or level" (docs/product.md#entities, fields not shown): a named, ordered level.
export const academicLevels = defineResource({
  name: "academic-levels",
  table: "academic_levels",
  area: "education",
  route: "/academic_level",
  icon: "rise",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 1, maxLength: 80, unique: true },
    description: { type: "text", maxLength: 500 },
    order: { type: "integer", min: 0, max: 9999, default: 0 },
  },
  list: {
    columns: ["name", "description", "order"],
    filters: ["id", "name", "order"],
    sorters: ["id", "name", "order", "created_at"],
    search: ["name", "description"],
    defaultSort: { field: "order", order: "asc" },
    export: true,
  },
  permissions: EVERYONE_READ,
});
