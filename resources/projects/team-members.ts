import { defineResource } from "../kit/define-resource.js";
import { userName } from "./priority.js";

// Staff users as something to pick (a task's assignee, a project manager's user). Read-only:
// users are managed on /users; this only lists who can be given work.
const READ = ["list", "show"] as const;

export const teamMembers = defineResource({
  name: "team-members",
  table: "users",
  area: "users",
  route: "/users/team",
  icon: "team",
  labelField: "full_name",
  menu: false,
  fields: {
    full_name: userName("id"),
    name: { type: "string", readOnly: true },
    lastname: { type: "string", readOnly: true },
    email: { type: "email", readOnly: true },
    phone: { type: "string", readOnly: true },
    active: { type: "boolean", readOnly: true },
  },
  list: {
    columns: ["full_name", "email", "phone", "active"],
    filters: ["id", "active"],
    sorters: ["id", "full_name", "email"],
    search: ["name", "lastname", "email"],
    defaultSort: { field: "full_name", order: "asc" },
  },
  permissions: { superadmin: READ, admin: READ, commercial: READ },
  scope: { rows: "staff" },
});
