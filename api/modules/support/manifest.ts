import { resourcesOf, type ApiManifest } from "../api-manifest.js";
import { TICKET_FILE_HOOKS } from "./file-hooks.js";
import { MESSAGE_HOOKS } from "./message-hooks.js";
import { supportRoutes } from "./routes.js";
import { SLA_FILTER } from "./sla/sla-filter.js";
import { slaScanJob } from "./sla/sla-scan.js";
import { TICKET_HOOKS } from "./ticket-hooks.js";
import { seedDemoSupport } from "../../seed/demo-support.js";
import { supportSection } from "./dashboard-section.js";
import { SUPPORT_SEARCH_KINDS } from "./search-kinds.js";

/** Support (issue 12, docs/support-api.md): the ticket rules, the ticket page's endpoints and the SLA scan. */
export const supportManifest: ApiManifest = {
  name: "support",
  resources: resourcesOf("support"),
  writeHooks: [...TICKET_HOOKS, ...MESSAGE_HOOKS, ...TICKET_FILE_HOOKS],
  ruleFilters: [SLA_FILTER],
  routes: [supportRoutes],
  needs: ["mailer", "background-work"],
  jobs: () => [slaScanJob],
  dashboardSections: [supportSection],
  searchKinds: SUPPORT_SEARCH_KINDS,
  seedDemo: (trx) => seedDemoSupport(trx),
};
