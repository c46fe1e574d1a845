import { defineResource } from "../kit/define-resource.js";

// Finish-to-start: task_id starts after depends_on_id ends. A cycle is refused by the API.
export const taskDependencies = defineResource({
  name: "task-dependencies",
  table: "task_dependencies",
  area: "projects",
  route: "/tasks/dependencies",
  icon: "link",
  labelField: "id",
  menu: false,
  fields: {
    task_id: { type: "reference", reference: "tasks", required: true },
    depends_on_id: { type: "reference", reference: "tasks", required: true },
    depends_on_name: { type: "string", lookup: { via: "depends_on_id", table: "tasks", columns: ["name"] } },
    task_name: { type: "string", lookup: { via: "task_id", table: "tasks", columns: ["name"] } },
    type: { type: "enum", options: ["finish_to_start"], default: "finish_to_start" },
  },
  list: {
    columns: ["task_name", "depends_on_name", "type"],
    filters: ["id", "task_id", "depends_on_id"],
    sorters: ["id", "created_at"],
    search: [],
    defaultSort: { field: "id", order: "asc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: "*", client: ["list", "show"] },
  scope: { task: "task_id" },
});
