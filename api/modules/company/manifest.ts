import type { ApiManifest } from "../api-manifest.js";
import { aboutRoutes } from "../about/routes.js";
import { companyRoutes } from "./routes.js";

/** The company profile (its certificate and logo) and the about screen's declaration. */
export const companyManifest: ApiManifest = {
  name: "company",
  routes: [companyRoutes, aboutRoutes],
};
