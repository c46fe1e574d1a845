import type { Figure, ListLink as Link } from "../kit/list-link.js";

/** Sales on the dashboard (api/modules/crm/dashboard-figures.ts answers it). */
export interface SalesFigures {
  pipeline: { open: Figure; open_value: number; weighted_value: number; link: Link };
  won: {
    current: { count: number; value: number; link: Link };
    previous: { count: number; value: number; link: Link };
  };
  leads_by_status: { id: number | null; name: string; color: string | null; count: number; link: Link }[];
  leads_by_source: { source: string | null; count: number; link: Link }[];
  funnel: {
    pipeline_id: number;
    pipeline_name: string;
    stages: { id: number; name: string; count: number; value: number; reached: number; link: Link }[];
  } | null;
  overdue_follow_ups: Figure;
  campaigns: {
    id: number;
    name: string;
    leads: number;
    budget: number | null;
    cost_per_lead: number | null;
    link: Link;
  }[];
}
