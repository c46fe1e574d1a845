import { resourcesOf, type ApiManifest } from "../api-manifest.js";
import { calendarFeedRoutes } from "../calendar-feed/routes.js";
import { leadImportRoutes } from "../crm-import/routes.js";
import { webToLeadRoutes } from "../web-to-lead/routes.js";
import { CLIENT_TAX_HOOKS } from "./client-tax-hooks.js";
import { LEAD_HOOKS } from "./lead-hooks.js";
import { crmRoutes } from "./routes.js";
import { seedDemoSales } from "../../seed/demo-sales.js";
import { salesSection } from "./dashboard-section.js";
import { CRM_SEARCH_KINDS } from "./search-kinds.js";

/** Sales (issue 11, docs/crm-api.md): the lead and client rules, the website's form, imports and the calendar feed. */
export const crmManifest: ApiManifest = {
  name: "crm",
  resources: resourcesOf("crm"),
  writeHooks: [...LEAD_HOOKS, ...CLIENT_TAX_HOOKS],
  routes: [crmRoutes, webToLeadRoutes, calendarFeedRoutes, leadImportRoutes],
  dashboardSections: [salesSection],
  searchKinds: CRM_SEARCH_KINDS,
  seedDemo: seedDemoSales,
};
