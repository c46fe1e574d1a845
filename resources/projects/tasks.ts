import { defineResource } from "../kit/define-resource.js";
import { PRIORITY_FIELD, userName } from "./priority.js";

// docs/product.md#entities task. Actual hours are the sum of its time entries and completed_at is set when it
// reaches a completing state, both in the database.
export const tasks = defineResource({
  name: "tasks",
  table: "tasks",
  area: "projects",
  route: "/tasks",
  icon: "check-square",
  labelField: "name",
  menu: false,
  // Its own page (/tasks/{id}, hand-written) opens the generic edit form; it has no other.
  pages: ["edit"],
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 200 },
    description: { type: "text", maxLength: 5000 },
    project_id: { type: "reference", reference: "projects", required: true },
    project_name: { type: "string", lookup: { via: "project_id", table: "projects", columns: ["name"] } },
    phase_id: { type: "reference", reference: "project-phases", sameAs: "project_id" },
    assigned_to: { type: "reference", reference: "team-members" },
    assigned_to_name: userName("assigned_to"),
    task_state_id: { type: "reference", reference: "task-states", required: true },
    priority: PRIORITY_FIELD,
    progress: { type: "integer", min: 0, max: 100, default: 0 },
    estimated_hours: { type: "number", min: 0, max: 99_999 },
    actual_hours: { type: "number", readOnly: true },
    start_date: { type: "date" },
    due_date: { type: "date", notBefore: "start_date" },
    completed_at: { type: "datetime", readOnly: true },
    active: { type: "boolean", default: true },
    board_position: { type: "integer", readOnly: true, hidden: true },
  },
  list: {
    columns: ["name", "project_name", "assigned_to_name", "task_state_id", "priority", "progress", "due_date", "active"],
    card: ["name", "project_name", "task_state_id", "due_date"],
    filters: ["id", "name", "project_id", "phase_id", "assigned_to", "task_state_id", "priority", "active", "start_date", "due_date"],
    sorters: ["id", "name", "project_name", "task_state_id", "priority", "progress", "start_date", "due_date", "created_at", "board_position"],
    search: ["name", "description"],
    defaultSort: { field: "due_date", order: "asc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: "*", client: ["list", "show"] },
  scope: { project: "project_id" },
  overdue: { date: "due_date", doneWhen: { set: "completed_at" } },
  flags: { completed: [{ field: "completed_at", empty: false }] },
  quickCreate: ["name", "project_id", "task_state_id", "assigned_to", "due_date", "priority"],
  sections: [
    { key: "general", fields: ["name", "project_id", "phase_id", "assigned_to", "task_state_id", "priority", "active", "description"] },
    { key: "planning", fields: ["start_date", "due_date", "estimated_hours", "progress"] },
  ],
  board: {
    column: "task_state_id",
    order: "board_position",
    card: { title: "name", fields: ["project_name", "assigned_to_name", "priority", "progress", "due_date"] },
    filters: ["project_id", "assigned_to", "priority", "active"],
  },
});
