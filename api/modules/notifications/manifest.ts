import type { ApiManifest } from "../api-manifest.js";
import { notificationsRoutes } from "./routes.js";

/** Each user's notifications (docs/support-api.md) and the mails that tell of them. */
export const notificationsManifest: ApiManifest = {
  name: "notifications",
  routes: [notificationsRoutes],
  needs: ["mailer", "background-work"],
};
