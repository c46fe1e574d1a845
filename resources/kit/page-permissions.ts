import { ADMIN_ONLY } from "./permissions.js";
import type { Area, Permissions } from "./types.js";

// Hand-written pages and endpoints that are not declared resources, in the same role matrix:
// the API checks them, the web's accessControlProvider hides their menu entries.
export interface PageAccess {
  area: Area;
  permissions: Permissions;
  /** In a client user's menu, like a resource declared `portal` (their courses, their projects' Gantt). */
  portal?: boolean;
}

const PROJECT_VIEW: Permissions = { superadmin: "*", admin: "*", commercial: ["list"], client: ["list"] };

export const PAGE_ACCESS: Record<string, PageAccess> = {
  logs: { area: "users", permissions: ADMIN_ONLY },
  "system-logs": { area: "users", permissions: { superadmin: "*" } },
  // The users screen; its menu group shares the name, so the group is admins' too (the profile
  // is reached from the header). The company page: everyone reads it, admins edit it.
  users: { area: "users", permissions: ADMIN_ONLY },
  // The Gantt and the tasks board show what the projects and tasks lists show, to the same people.
  // A client's projects' views are theirs: in their menu.
  "projects-gantt": { area: "projects", permissions: PROJECT_VIEW, portal: true },
  "tasks-kanban": { area: "projects", permissions: PROJECT_VIEW, portal: true },
  // The pipeline board shows the leads of the pipelines staff read.
  "pipelines-board": { area: "crm", permissions: { superadmin: "*", admin: "*", commercial: ["list"] } },
  // The follow-up calendar shows the activities list to the same people.
  "calendar-leads": { area: "crm", permissions: { superadmin: "*", admin: "*", commercial: ["list"] } },
  // Each user's own notifications (the bell's page): everyone reads them and marks them read.
  notifications: { area: "support", permissions: { superadmin: ["list", "edit"], admin: ["list", "edit"], commercial: ["list", "edit"], client: ["list", "edit"] } },
  // The monthly tuition run and its SEPA remittances ("Remesas"): they draft and issue invoices.
  tuition: { area: "billing", permissions: ADMIN_ONLY },
  // A client's own courses page: the catalogue open to them, registering, their waitlist places.
  "my-courses": { area: "education", permissions: { client: ["list"] }, portal: true },
  // Registros VeriFactu: the records' sending (GET /api/verifactu/records reads like the billing
  // staff; retrying, correcting and sending now are admins', as the API's routes enforce).
  "verifactu-records": { area: "billing", permissions: { superadmin: ["list", "edit"], admin: ["list", "edit"], commercial: ["list"] } },
  company: { area: "settings", permissions: { superadmin: "*", admin: "*", commercial: ["show"], client: ["show"] } },
};
