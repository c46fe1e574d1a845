import { notesOf } from "./owned-records.js";

export const projectNotes = notesOf({
  name: "project-notes",
  table: "project_notes",
  owner: "project",
  route: "/projects/notes",
  permissions: { superadmin: "*", admin: "*", commercial: "*" },
});
