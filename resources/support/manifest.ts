import type { AreaManifest } from "../kit/page-manifest.js";

export const SUPPORT_MANIFEST: AreaManifest = {
  area: "support",
  pages: [
    // Each user's own notifications, reached from the header's bell (no menu entry): everyone
    // reads them and marks them read.
    {
      name: "notifications",
      paths: ["/notifications"],
      permissions: {
        superadmin: ["list", "edit"],
        admin: ["list", "edit"],
        commercial: ["list", "edit"],
        client: ["list", "edit"],
      },
    },
  ],
};
