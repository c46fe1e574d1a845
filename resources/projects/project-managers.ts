import { defineResource } from "../kit/define-resource.js";
import { userName } from "./priority.js";

// A user who can manage projects (docs/product.md#entities): name, email and phone are the user's own.
export const projectManagers = defineResource({
  name: "project-managers",
  table: "project_managers",
  area: "projects",
  route: "/projects/nomenclators/project-managers",
  icon: "idcard",
  labelField: "full_name",
  fields: {
    user_id: { type: "reference", reference: "team-members", required: true, unique: true },
    full_name: userName("user_id"),
    email: { type: "email", lookup: { via: "user_id", table: "users", columns: ["email"] } },
    phone: { type: "string", lookup: { via: "user_id", table: "users", columns: ["phone"] } },
    role: { type: "string", maxLength: 80 },
    specialization: { type: "string", maxLength: 120 },
    projects_count: { type: "integer", readOnly: true, count: { table: "projects", foreignKey: "manager_id" } },
    active: { type: "boolean", default: true },
    can_manage_projects: { type: "boolean", default: true },
  },
  list: {
    columns: [
      "full_name",
      "email",
      "role",
      "phone",
      "specialization",
      "projects_count",
      "active",
      "can_manage_projects",
    ],
    filters: ["id", "user_id", "active", "can_manage_projects", "role", "specialization"],
    sorters: ["id", "full_name", "email", "role", "specialization", "projects_count", "active", "created_at"],
    search: ["full_name", "email", "role", "specialization"],
    defaultSort: { field: "full_name", order: "asc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: ["list", "show"] },
});
