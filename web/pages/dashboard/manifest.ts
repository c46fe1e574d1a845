import type { WebManifest } from "../web-manifest";

/** The dashboard's own part: a client user's page (their projects, tickets and invoices due). */
export const DASHBOARD_WEB: WebManifest = {
  dashboardSections: [
    {
      name: "client",
      order: 10,
      live: ["projects", "tickets", "invoices", "invoice-payments"],
      today: true,
      load: () => import("./client-section").then((m) => ({ default: m.ClientSection })),
    },
  ],
};
