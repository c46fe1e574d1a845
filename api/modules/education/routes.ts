import type { FastifyInstance } from "fastify";
import { actionRoutes } from "./action-routes.js";
import { registerCourseHooks } from "./course-hooks.js";
import { offerRoutes } from "./offer-routes.js";
import { portalRoutes } from "./portal-routes.js";
import { registerRegistrationHooks } from "./registration-hooks.js";
import { rosterRoutes } from "./roster-routes.js";

// Education (issue 14, docs/education-api.md): the registering rules on the generic writes of
// course-registrations and courses, a registration's actions, rosters and the client portal.
export async function educationRoutes(app: FastifyInstance): Promise<void> {
  registerRegistrationHooks();
  registerCourseHooks();
  await app.register(actionRoutes);
  await app.register(rosterRoutes);
  await app.register(portalRoutes);
  await app.register(offerRoutes);
}
