import type { AreaManifest } from "../kit/page-manifest.js";
import { ADMIN_ONLY } from "../kit/permissions.js";

export const USERS_MANIFEST: AreaManifest = {
  area: "users",
  pages: [
    // The users screen; its menu group shares the name, so the group is admins' too.
    { name: "users", paths: ["/users"], permissions: ADMIN_ONLY },
    { name: "logs", paths: ["/users/logs"], permissions: ADMIN_ONLY },
    // Server errors: a tab of the logs screen, its own endpoint.
    { name: "system-logs", permissions: { superadmin: "*" } },
    // Each user's own profile and second factor, reached from the header.
    { name: "profile", paths: ["/users/profile"] },
    { name: "two-factor", paths: ["/users/2fa"] },
  ],
};
