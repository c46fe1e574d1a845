import { notesOf } from "./owned-records.js";

export const taskNotes = notesOf({
  name: "task-notes",
  table: "task_notes",
  owner: "task",
  route: "/tasks/notes",
  permissions: { superadmin: "*", admin: "*", commercial: "*" },
});
