import { lazy } from "react";
import type { WebManifest } from "../web-manifest";

const LeadsPage = lazy(() => import("./leads/leads-page").then((m) => ({ default: m.LeadsPage })));
const LeadDetailPage = lazy(() =>
  import("./lead-detail/lead-detail-page").then((m) => ({ default: m.LeadDetailPage })),
);
const PipelineBoardPage = lazy(() =>
  import("./pipelines/pipeline-board-page").then((m) => ({ default: m.PipelineBoardPage })),
);
const CampaignsPage = lazy(() => import("./campaigns/campaigns-page").then((m) => ({ default: m.CampaignsPage })));
const LeadsCalendarPage = lazy(() =>
  import("./calendar/calendar-page").then((m) => ({ default: m.LeadsCalendarPage })),
);
const ClientShowPage = lazy(() => import("./clients/client-show-page").then((m) => ({ default: m.ClientShowPage })));

/** Sales: leads, campaigns and a client's page, the pipeline board and the follow-up calendar. */
export const CRM_WEB: WebManifest = {
  pages: { "pipelines-board": PipelineBoardPage, "calendar-leads": LeadsCalendarPage },
  resourcePages: {
    leads: { list: LeadsPage, show: LeadDetailPage },
    campaigns: { list: CampaignsPage },
    "lead-clients": { show: ClientShowPage },
  },
  dashboardSections: [
    {
      name: "sales",
      order: 20,
      live: ["leads", "lead-statuses", "lead-activities", "pipelines", "pipeline-stages", "campaigns"],
      load: () => import("./dashboard-section").then((m) => ({ default: m.SalesSection })),
    },
  ],
};
