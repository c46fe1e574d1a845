import type { AreaManifest } from "../kit/page-manifest.js";

export const CRM_MANIFEST: AreaManifest = {
  area: "crm",
  pages: [
    // The pipeline board shows the leads of the pipelines staff read.
    {
      name: "pipelines-board",
      paths: ["/crm/pipelines"],
      permissions: { superadmin: "*", admin: "*", commercial: ["list"] },
      access: { resource: "pipelines", action: "list" },
      menu: { parent: "crm", icon: "funnel-plot" },
    },
    // The follow-up calendar shows the activities list to the same people.
    {
      name: "calendar-leads",
      paths: ["/crm/calendar-leads"],
      permissions: { superadmin: "*", admin: "*", commercial: ["list"] },
      access: { resource: "lead-activities", action: "list" },
      menu: { parent: "crm", icon: "calendar" },
    },
  ],
};
