import { defineResource } from "../kit/define-resource.js";

export const projectPhases = defineResource({
  name: "project-phases",
  table: "project_phases",
  area: "projects",
  route: "/projects/phases",
  icon: "partition",
  labelField: "name",
  menu: false,
  fields: {
    project_id: { type: "reference", reference: "projects", required: true },
    name: { type: "string", required: true, minLength: 2, maxLength: 160 },
    description: { type: "text", maxLength: 2000 },
    start_date: { type: "date" },
    end_date: { type: "date", notBefore: "start_date" },
    order: { type: "integer", min: 0, max: 9999, default: 0 },
    progress: { type: "integer", min: 0, max: 100, default: 0 },
    completed: { type: "boolean", default: false },
  },
  list: {
    columns: ["name", "start_date", "end_date", "order", "progress", "completed"],
    filters: ["id", "project_id", "completed"],
    sorters: ["id", "name", "order", "start_date", "end_date", "progress"],
    search: ["name", "description"],
    defaultSort: { field: "order", order: "asc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: "*", client: ["list", "show"] },
  scope: { project: "project_id" },
});
