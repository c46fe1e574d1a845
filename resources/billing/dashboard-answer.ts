import type { ListLink as Link } from "../kit/list-link.js";

export type AgingBucket = "1-30" | "31-60" | "61-90" | "90+";

/** Billing on the dashboard (api/modules/billing/dashboard-figures.ts answers it). */
export interface BillingFigures {
  invoiced: { current: number; previous: number; current_link: Link; previous_link: Link };
  overdue: {
    amount: number;
    count: number;
    link: Link;
    aging: { bucket: AgingBucket; amount: number; count: number; link: Link }[];
  };
  unbilled: { hours: number; amount: number; link: Link };
  /** Null for whoever may not read the VeriFactu records. */
  verifactu: { pending: { count: number; link: Link }; rejected: { count: number; link: Link } } | null;
}
