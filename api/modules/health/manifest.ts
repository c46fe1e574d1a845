import type { ApiManifest } from "../api-manifest.js";
import { healthRoutes } from "./routes.js";

/** Liveness for load balancers and the operator (GET /api/health). */
export const healthManifest: ApiManifest = {
  name: "health",
  routes: [healthRoutes],
};
