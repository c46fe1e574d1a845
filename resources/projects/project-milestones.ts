import { defineResource } from "../kit/define-resource.js";

// docs/product.md#entity-decisions: a milestone is a project's named due date, completed or not.
export const projectMilestones = defineResource({
  name: "project-milestones",
  table: "project_milestones",
  area: "projects",
  route: "/projects/milestones",
  icon: "flag",
  labelField: "name",
  menu: false,
  fields: {
    project_id: { type: "reference", reference: "projects", required: true },
    name: { type: "string", required: true, minLength: 2, maxLength: 160 },
    description: { type: "text", maxLength: 2000 },
    due_date: { type: "date", required: true },
    completed: { type: "boolean", default: false },
  },
  list: {
    columns: ["name", "due_date", "completed"],
    filters: ["id", "project_id", "completed", "due_date"],
    sorters: ["id", "name", "due_date"],
    search: ["name", "description"],
    defaultSort: { field: "due_date", order: "asc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: "*", client: ["list", "show"] },
  scope: { project: "project_id" },
});
