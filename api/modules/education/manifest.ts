import { resourcesOf, type ApiManifest } from "../api-manifest.js";
import { COURSE_HOOKS } from "./course-hooks.js";
import { REGISTRATION_HOOKS } from "./registration-hooks.js";
import { educationRoutes } from "./routes.js";
import { seedDemoEducation } from "../../seed/demo-education.js";
import { educationSection } from "./dashboard-section.js";
import { EDUCATION_SEARCH_KINDS } from "./search-kinds.js";

/**
 * Education (issue 14, docs/education-api.md): the registering rules, a registration's actions,
 * rosters and the client portal.
 */
export const educationManifest: ApiManifest = {
  name: "education",
  resources: resourcesOf("education"),
  writeHooks: [...REGISTRATION_HOOKS, ...COURSE_HOOKS],
  routes: [educationRoutes],
  dashboardSections: [educationSection],
  searchKinds: EDUCATION_SEARCH_KINDS,
  seedDemo: (trx) => seedDemoEducation(trx),
};
