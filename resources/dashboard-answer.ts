import type { BillingFigures } from "./billing/dashboard-answer.js";
import type { SalesFigures } from "./crm/dashboard-answer.js";
import type { EducationFigures } from "./education/dashboard-answer.js";
import type { Figure, ListLink } from "./kit/list-link.js";
import type { ProjectsFigures } from "./projects/dashboard-answer.js";
import type { SupportFigures } from "./support/dashboard-answer.js";

// The answer of GET /api/dashboard (docs/dashboard-api.md), typed once for both sides: each
// area's section is its resources/<area>/dashboard-answer.ts, which its API figures return and
// its web section reads. A section is present only for users who may list its resource.

/** The list behind a figure, as the list API's own query (`status=open`, `created_at_gte=…`). */
export type Link = ListLink;
export type { Figure };

export interface Span {
  from: string;
  to: string;
}

export interface DashboardRange extends Span {
  previous: Span;
  week: Span;
}

/** A client user's own page (api/modules/dashboard/client-figures.ts answers it). */
export interface ClientFigures {
  projects: { id: number; name: string; progress: number; end_date: string | null }[];
  open_tickets: Figure;
  invoices_due: {
    count: number;
    amount: number;
    link: Link;
    items: { id: number; number: string; due_date: string | null; outstanding: number }[];
  };
}

export interface DashboardAnswer {
  range: DashboardRange;
  sales?: SalesFigures;
  projects?: ProjectsFigures;
  support?: SupportFigures;
  billing?: BillingFigures;
  education?: EducationFigures;
  client?: ClientFigures;
}

/** The answer's sections, by the name each area's manifests register it under. */
export type SectionKey = Exclude<keyof DashboardAnswer, "range">;
