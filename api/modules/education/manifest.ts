import { resourcesOf, type ApiManifest } from "../api-manifest.js";
import { COURSE_HOOKS } from "./course-hooks.js";
import { REGISTRATION_HOOKS } from "./registration-hooks.js";
import { educationRoutes } from "./routes.js";

/**
 * Education (issue 14, docs/education-api.md): the registering rules, a registration's actions,
 * rosters and the client portal.
 */
export const educationManifest: ApiManifest = {
  name: "education",
  resources: resourcesOf("education"),
  writeHooks: [...REGISTRATION_HOOKS, ...COURSE_HOOKS],
  routes: [educationRoutes],
};
