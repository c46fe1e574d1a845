import type { ApiManifest } from "../api-manifest.js";
import { dashboardRoutes } from "./routes.js";
import { clientSection } from "./client-section.js";

/** The dashboard's figures per role (issue 15, docs/dashboard-api.md). */
export const dashboardManifest: ApiManifest = {
  name: "dashboard",
  routes: [dashboardRoutes],
  dashboardSections: [clientSection],
};
