import type { FastifyInstance } from "fastify";
import { registerChargeHooks } from "./charge-hooks.js";
import { registerMandateHooks } from "./mandate-hooks.js";
import { remittanceRoutes } from "./remittance-routes.js";
import { runRoutes } from "./run-routes.js";
import { settingsRoutes } from "./settings-routes.js";

// Monthly fees and SEPA (issue 14, docs/education-api.md): the clients' mandates checked on the
// generic writes, a deleted tuition draft freeing its charges, the settings, the monthly run and
// its remittances. Admins only.
export async function tuitionRoutes(app: FastifyInstance): Promise<void> {
  registerMandateHooks();
  registerChargeHooks();
  await app.register(settingsRoutes);
  await app.register(runRoutes);
  await app.register(remittanceRoutes);
}
