import { lazy } from "react";
import type { WebManifest } from "../web-manifest";

const SupportBoardPage = lazy(() =>
  import("./board/support-board-page").then((m) => ({ default: m.SupportBoardPage })),
);
/** The close dialog, which the generic edit form opens for tickets (ResourceDef.closing). */
const TicketCloseDialog = lazy(() => import("./ticket/close-dialog").then((m) => ({ default: m.CloseDialog })));
const TicketPage = lazy(() => import("./ticket/ticket-page").then((m) => ({ default: m.TicketPage })));
const NotificationsPage = lazy(() =>
  import("../notifications/notifications-page").then((m) => ({ default: m.NotificationsPage })),
);

/** Support: the tickets board, a ticket's page and its close dialog, and everyone's notifications. */
export const SUPPORT_WEB: WebManifest = {
  pages: { notifications: NotificationsPage },
  resourcePages: {
    tickets: { list: SupportBoardPage, show: TicketPage, closing: TicketCloseDialog },
  },
  dashboardSections: [
    {
      name: "support",
      order: 40,
      live: ["tickets"],
      load: () => import("./dashboard-section").then((m) => ({ default: m.SupportSection })),
    },
  ],
};
