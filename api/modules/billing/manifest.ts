import { resourcesOf, type ApiManifest } from "../api-manifest.js";
import { INVOICE_HOOKS } from "./invoice-hooks.js";
import { invoicesOverdueJob } from "./overdue-job.js";
import { PAYMENT_HOOKS } from "./payment-hooks.js";
import { billingRoutes } from "./routes.js";
import { SERIES_HOOKS } from "./series-hooks.js";
import { sifChainCheckJob } from "./sif-events/chain-check-job.js";
import { registerVerifactuSender, verifactuSendJob } from "./verifactu/send/service.js";
import { seedDemoBilling } from "../../seed/demo-billing.js";
import { billingSection } from "./dashboard-section.js";
import { BILLING_SEARCH_KINDS } from "./search-kinds.js";

/**
 * Billing (issue 13, docs/billing-api.md): the draft, payment and series rules, the invoice
 * page's endpoints, and VeriFactu's sending and chain check.
 */
export const billingManifest: ApiManifest = {
  name: "billing",
  resources: resourcesOf("billing"),
  writeHooks: [...INVOICE_HOOKS, ...PAYMENT_HOOKS, ...SERIES_HOOKS],
  routes: [billingRoutes],
  needs: ["jobs"],
  jobs: (app) => [invoicesOverdueJob, verifactuSendJob(registerVerifactuSender(app)), sifChainCheckJob(app)],
  dashboardSections: [billingSection],
  searchKinds: BILLING_SEARCH_KINDS,
  seedDemo: seedDemoBilling,
};
