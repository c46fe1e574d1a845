import type { ApiManifest } from "../api-manifest.js";
import { searchRoutes } from "./routes.js";

/** Search across the product (issue 15, docs/search-api.md); its kinds are search-kinds.ts. */
export const searchManifest: ApiManifest = {
  name: "search",
  routes: [searchRoutes],
};
