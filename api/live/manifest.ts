import type { ApiManifest } from "../modules/api-manifest.js";
import { liveRoutes } from "./routes.js";

/** The event stream and presence (docs/live-events.md); the hub itself is the `live` app plugin. */
export const liveManifest: ApiManifest = {
  name: "live",
  routes: [liveRoutes],
};
