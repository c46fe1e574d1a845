import { defineResource } from "../kit/define-resource.js";
import { userName } from "./priority.js";

// Threaded comments of a task: pinned first, replies through parent_id; internal ones are never
// shown to clients.
export const taskComments = defineResource({
  name: "task-comments",
  table: "task_comments",
  area: "projects",
  route: "/tasks/comments",
  icon: "comment",
  labelField: "content",
  menu: false,
  fields: {
    task_id: { type: "reference", reference: "tasks", required: true },
    content: { type: "text", required: true, maxLength: 5000 },
    author_id: { type: "reference", reference: "team-members", currentUser: true },
    author_name: userName("author_id"),
    internal: { type: "boolean", default: false },
    pinned: { type: "boolean", default: false },
    parent_id: { type: "reference", reference: "task-comments", sameAs: "task_id" },
  },
  list: {
    columns: ["content", "author_name", "internal", "pinned", "created_at"],
    filters: ["id", "task_id", "parent_id", "internal", "pinned", "author_id"],
    sorters: ["id", "pinned", "created_at"],
    search: ["content"],
    defaultSort: { field: "created_at", order: "asc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: "*", client: ["list", "show"] },
  scope: { task: "task_id", internal: "internal", author: "author_id" },
});
