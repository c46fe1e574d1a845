import { defineResource } from "../kit/define-resource.js";
import { PRIORITY_FIELD } from "./priority.js";

// docs/product.md#entities project. Progress and actual hours roll up from its tasks in the database.
export const projects = defineResource({
  name: "projects",
  table: "projects",
  area: "projects",
  route: "/projects",
  // A client's own projects, read-only: in their menu.
  portal: true,
  icon: "project",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 200 },
    description: { type: "text", maxLength: 5000 },
    client_id: { type: "reference", reference: "lead-clients" },
    client_name: { type: "string", lookup: { via: "client_id", table: "lead_clients", columns: ["name"] } },
    client_email: { type: "email", lookup: { via: "client_id", table: "lead_clients", columns: ["email"] } },
    manager_id: { type: "reference", reference: "project-managers" },
    manager_name: { type: "string", lookup: { via: "manager_id", through: { table: "project_managers", via: "user_id" }, table: "users", columns: ["name", "lastname"] } },
    project_category_id: { type: "reference", reference: "project-categories" },
    project_state_id: { type: "reference", reference: "project-states", required: true },
    progress: { type: "integer", readOnly: true, min: 0, max: 100 },
    budget: { type: "number", min: 0, max: 999_999_999_999 },
    /** What an hour logged on the project is invoiced at, over each person's own rate. */
    hourly_rate: { type: "money", max: 100_000_000 },
    start_date: { type: "date" },
    end_date: { type: "date", notBefore: "start_date" },
    estimated_end_date: { type: "date", notBefore: "start_date" },
    estimated_hours: { type: "number", min: 0, max: 99_999_999 },
    actual_hours: { type: "number", readOnly: true },
    priority: PRIORITY_FIELD,
    active: { type: "boolean", default: true },
    board_position: { type: "integer", readOnly: true, hidden: true },
  },
  list: {
    columns: ["name", "client_name", "project_state_id", "progress", "manager_name", "project_category_id", "priority", "budget", "start_date", "end_date", "active"],
    card: ["name", "client_name", "project_state_id", "progress", "end_date"],
    filters: ["id", "name", "project_state_id", "priority", "manager_id", "client_id", "project_category_id", "active", "budget", "start_date", "end_date", "estimated_end_date"],
    sorters: ["id", "name", "client_name", "manager_name", "project_state_id", "priority", "progress", "budget", "start_date", "end_date", "created_at", "board_position"],
    search: ["name", "description"],
    defaultSort: { field: "created_at", order: "desc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: ["list", "show", "edit"], client: ["list", "show"] },
  scope: { project: "id" },
  overdue: { date: "end_date", doneWhen: { reaches: { field: "progress", value: 100 } } },
  risk: { progress: "progress", start: "start_date", end: "end_date", estimated: "estimated_hours", actual: "actual_hours" },
  sections: [
    { key: "general", fields: ["name", "client_id", "manager_id", "project_category_id", "project_state_id", "priority", "active", "description"] },
    { key: "planning", fields: ["start_date", "end_date", "estimated_end_date", "estimated_hours", "budget", "hourly_rate"] },
  ],
  board: {
    column: "project_state_id",
    order: "board_position",
    card: { title: "name", fields: ["client_name", "manager_name", "priority", "progress", "end_date"] },
    filters: ["project_category_id", "manager_id", "client_id", "priority", "active"],
  },
});
