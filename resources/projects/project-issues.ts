import { defineResource } from "../kit/define-resource.js";
import { PRIORITY_FIELD, userName } from "./priority.js";

// docs/product.md#entities issue; statuses are the spec's generic labels (docs/product.md#states). resolved_at is
// set by the database when the issue is closed or archived.
export const ISSUE_STATUSES = ["opened", "in_progress", "closed", "archived"] as const;

export const projectIssues = defineResource({
  name: "project-issues",
  table: "project_issues",
  area: "projects",
  route: "/projects/issues",
  icon: "bug",
  labelField: "title",
  menu: false,
  fields: {
    project_id: { type: "reference", reference: "projects", required: true },
    title: { type: "string", required: true, minLength: 2, maxLength: 200 },
    description: { type: "text", maxLength: 5000 },
    priority: PRIORITY_FIELD,
    status: { type: "enum", options: ISSUE_STATUSES, default: "opened" },
    assigned_to: { type: "reference", reference: "team-members" },
    assigned_to_name: userName("assigned_to"),
    reported_by: { type: "reference", reference: "team-members", currentUser: true },
    reported_by_name: userName("reported_by"),
    resolved_at: { type: "datetime", readOnly: true },
  },
  list: {
    columns: ["title", "priority", "status", "assigned_to_name", "reported_by_name", "created_at", "resolved_at"],
    filters: ["id", "project_id", "priority", "status", "assigned_to"],
    sorters: ["id", "title", "priority", "status", "created_at", "resolved_at"],
    search: ["title", "description"],
    defaultSort: { field: "created_at", order: "desc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: "*", client: ["list", "show"] },
  scope: { project: "project_id" },
});
