import { defineResource } from "../kit/define-resource.js";
import { EVERYONE_READ } from "../kit/permissions.js";

export const courseTypes = defineResource({
  name: "course-types",
  table: "course_types",
  area: "education",
  route: "/course_types",
  icon: "book",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 80, unique: true },
    description: { type: "text", maxLength: 500 },
  },
  list: {
    columns: ["name", "description"],
    filters: ["id", "name"],
    sorters: ["id", "name", "created_at"],
    search: ["name", "description"],
    defaultSort: { field: "name", order: "asc" },
    export: true,
  },
  permissions: EVERYONE_READ,
});
