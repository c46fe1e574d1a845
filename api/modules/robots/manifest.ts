import type { ApiManifest } from "../api-manifest.js";
import { robotsRoutes } from "./routes.js";

/** robots.txt for crawlers, outside /api. */
export const robotsManifest: ApiManifest = {
  name: "robots",
  siteRoutes: [robotsRoutes],
};
