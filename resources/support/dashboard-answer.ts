import type { Figure, ListLink as Link } from "../kit/list-link.js";

/** Support on the dashboard (api/modules/support/dashboard-figures.ts answers it). */
export interface SupportFigures {
  open_by_status: { status: string; count: number; link: Link }[];
  sla: { at_risk: Figure; breached: Figure };
  first_response_median_minutes: number | null;
  resolution_median_minutes: number | null;
  satisfaction: { average: number | null; count: number; satisfied_percent: number | null; link: Link };
}
