import type { ApiManifest } from "../api-manifest.js";
import { CHARGE_HOOKS } from "./charge-hooks.js";
import { MANDATE_HOOKS } from "./mandate-hooks.js";
import { tuitionMonthlyJob } from "./monthly-job.js";
import { tuitionRoutes } from "./routes.js";

/** Monthly fees and SEPA (issue 14): clients' mandates, a deleted draft freeing its charges, the monthly run. */
export const tuitionManifest: ApiManifest = {
  name: "tuition",
  // A client's tax data is normalised before its mandate is checked; an invoice's own rules come first.
  after: ["crm", "billing"],
  writeHooks: [...MANDATE_HOOKS, ...CHARGE_HOOKS],
  routes: [tuitionRoutes],
  jobs: () => [tuitionMonthlyJob],
};
