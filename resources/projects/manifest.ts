import type { AreaManifest } from "../kit/page-manifest.js";
import type { Permissions } from "../kit/types.js";

// The Gantt and the tasks board show what the projects and tasks lists show, to the same people.
// A client's projects' views are theirs: in their menu.
const PROJECT_VIEW: Permissions = { superadmin: "*", admin: "*", commercial: ["list"], client: ["list"] };

export const PROJECTS_MANIFEST: AreaManifest = {
  area: "projects",
  pages: [
    {
      name: "projects-gantt",
      paths: ["/projects/gantt"],
      permissions: PROJECT_VIEW,
      portal: true,
      access: { resource: "projects", action: "list" },
      menu: { parent: "projects", icon: "bar-chart" },
    },
    {
      name: "tasks-kanban",
      paths: ["/tasks/kanban", "/tasks/kanban/:projectId"],
      permissions: PROJECT_VIEW,
      portal: true,
      access: { resource: "tasks", action: "list" },
      menu: { parent: "projects", icon: "appstore" },
    },
  ],
};
