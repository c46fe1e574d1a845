import { resourcesOf, type ApiManifest } from "../api-manifest.js";
import { logsRoutes } from "../logs/routes.js";
import { profileRoutes } from "../profile/routes.js";
import { usersRoutes } from "./routes.js";
import { seedDemoUsers } from "../../seed/demo-users.js";

/** Users and roles (admins), each user's own profile, and the activity and system logs. */
export const usersManifest: ApiManifest = {
  name: "users",
  resources: resourcesOf("users"),
  routes: [usersRoutes, profileRoutes, logsRoutes],
  seedDemo: seedDemoUsers,
};
