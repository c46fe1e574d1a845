import type { AreaManifest } from "../kit/page-manifest.js";

export const EDUCATION_MANIFEST: AreaManifest = {
  area: "education",
  pages: [
    // A client's own courses: the catalogue open to them, registering, their waitlist places.
    {
      name: "my-courses",
      paths: ["/education/my-courses"],
      permissions: { client: ["list"] },
      portal: true,
      menu: { parent: "education", icon: "idcard" },
    },
  ],
};
