// The answer of GET /api/dashboard (docs/dashboard-api.md): the web reads exactly these
// names. A section is present only for users who may list its resource.

import type { Figure, ListLink } from "../../../resources/kit/list-link";

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

export interface SalesSection {
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

export interface AtRiskProject {
  id: number;
  name: string;
  progress: number;
  elapsed_percent: number | null;
  estimated_hours: number | null;
  actual_hours: number;
  behind: boolean;
  over_hours: boolean;
}

export interface ProjectsSection {
  active: Figure;
  at_risk: { count: number; link: Link; items: AtRiskProject[] };
  hours_this_week: { user_id: number; name: string; hours: number; link: Link }[];
  my_tasks_due_this_week: {
    count: number;
    link: Link;
    items: { id: number; name: string; project_id: number; project_name: string; due_date: string }[];
  };
}

export interface SupportSection {
  open_by_status: { status: string; count: number; link: Link }[];
  sla: { at_risk: Figure; breached: Figure };
  first_response_median_minutes: number | null;
  resolution_median_minutes: number | null;
  satisfaction: { average: number | null; count: number; satisfied_percent: number | null; link: Link };
}

export type AgingBucket = "1-30" | "31-60" | "61-90" | "90+";

export interface BillingSection {
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

export interface EducationSection {
  occupancy: {
    id: number;
    name: string;
    seats: number;
    confirmed: number;
    pending: number;
    waitlisted: number;
    link: Link;
  }[];
  /** `courses`: how many active courses, what `link` lists. */
  totals: {
    courses: number;
    seats: number;
    taken: number;
    waitlisted: number;
    courses_with_waitlist: number;
    link: Link;
  };
  registrations: { current: number; previous: number; current_link: Link; previous_link: Link };
}

export interface ClientSection {
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
  sales?: SalesSection;
  projects?: ProjectsSection;
  support?: SupportSection;
  billing?: BillingSection;
  education?: EducationSection;
  client?: ClientSection;
}

/** The answer's sections, by the name each area's manifest registers it under (web/pages/web-manifest.ts). */
export type SectionKey = Exclude<keyof DashboardAnswer, "range">;

/** What a section is given: the whole answer (its own part, and the range it covers). */
export interface SectionProps {
  answer: DashboardAnswer;
}
