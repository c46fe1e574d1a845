import { resourcesOf, type ApiManifest } from "../api-manifest.js";
import { PLANNING_HOOKS } from "./planning-hooks.js";
import { RISK_FILTER } from "./risk-filter.js";
import { projectsRoutes } from "./routes.js";
import { seedDemoProjects } from "../../seed/demo-projects.js";
import { projectsSection } from "./dashboard-section.js";
import { PROJECTS_SEARCH_KINDS } from "./search-kinds.js";

/** Projects and tasks (issue 9): the planning rules on their writes, the Gantt and rescheduling. */
export const projectsManifest: ApiManifest = {
  name: "projects",
  resources: resourcesOf("projects"),
  writeHooks: PLANNING_HOOKS,
  ruleFilters: [RISK_FILTER],
  routes: [projectsRoutes],
  dashboardSections: [projectsSection],
  searchKinds: PROJECTS_SEARCH_KINDS,
  seedDemo: (trx) => seedDemoProjects(trx),
};
