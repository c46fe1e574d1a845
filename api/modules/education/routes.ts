import type { FastifyInstance } from "fastify";
import { actionRoutes } from "./action-routes.js";
import { offerRoutes } from "./offer-routes.js";
import { portalRoutes } from "./portal-routes.js";
import { rosterRoutes } from "./roster-routes.js";

// Education (issue 14, docs/education-api.md): a registration's actions, rosters and the client
// portal (the registering rules on the generic writes are the manifest's).
export async function educationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(actionRoutes);
  await app.register(rosterRoutes);
  await app.register(portalRoutes);
  await app.register(offerRoutes);
}
