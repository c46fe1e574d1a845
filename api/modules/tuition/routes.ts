import type { FastifyInstance } from "fastify";
import { remittanceRoutes } from "./remittance-routes.js";
import { runRoutes } from "./run-routes.js";
import { settingsRoutes } from "./settings-routes.js";

// Monthly fees and SEPA (issue 14, docs/education-api.md): the settings, the monthly run and its
// remittances, admins only (the mandate and charge rules on the generic writes are the manifest's).
export async function tuitionRoutes(app: FastifyInstance): Promise<void> {
  await app.register(settingsRoutes);
  await app.register(runRoutes);
  await app.register(remittanceRoutes);
}
