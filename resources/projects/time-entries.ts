import { defineResource } from "../kit/define-resource.js";
import { userName } from "./priority.js";

// Time logged on a task: a running timer has no end and no minutes; stopping it sets ended_at
// and the database computes minutes. A manual entry gives minutes (or an end) directly.
// `running` is the database's own flag for the first case.
export const timeEntries = defineResource({
  name: "time-entries",
  table: "time_entries",
  area: "projects",
  route: "/tasks/time-entries",
  icon: "clock-circle",
  labelField: "id",
  menu: false,
  fields: {
    task_id: { type: "reference", reference: "tasks", required: true },
    user_id: { type: "reference", reference: "team-members", currentUser: true },
    user_name: userName("user_id"),
    started_at: { type: "datetime", required: true },
    ended_at: { type: "datetime", notBefore: "started_at" },
    minutes: { type: "integer", min: 0, max: 100_000 },
    note: { type: "string", maxLength: 500 },
    billable: { type: "boolean", default: true },
    running: { type: "boolean", readOnly: true },
  },
  list: {
    columns: ["user_name", "started_at", "ended_at", "minutes", "note", "billable"],
    filters: ["id", "task_id", "user_id", "billable", "running", "started_at", "ended_at"],
    sorters: ["id", "started_at", "minutes"],
    search: ["note"],
    defaultSort: { field: "started_at", order: "desc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: "*" },
  scope: { task: "task_id", author: "user_id" },
});
