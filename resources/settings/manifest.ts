import type { AreaManifest } from "../kit/page-manifest.js";

export const SETTINGS_MANIFEST: AreaManifest = {
  area: "settings",
  pages: [
    // The company page: everyone reads it, admins edit it.
    {
      name: "company",
      paths: ["/company"],
      permissions: { superadmin: "*", admin: "*", commercial: ["show"], client: ["show"] },
      access: { resource: "company", action: "show" },
    },
    // What the system is and its producer's declaración responsable (issue 29): every signed-in user.
    { name: "about", paths: ["/about"] },
  ],
};
