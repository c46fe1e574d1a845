import {
  counted,
  figure,
  int,
  linked,
  list,
  n,
  nOrNull,
  nullable,
  object,
  str,
  strOrNull,
} from "../dashboard/dashboard-schema.js";
import type { DashboardSection } from "../dashboard/dashboard-section.js";
import { salesFigures } from "./dashboard-figures.js";

const schema = object({
  pipeline: linked({ open: figure, open_value: n, weighted_value: n }, "open.value"),
  won: object({ current: counted({ value: n }), previous: counted({ value: n }) }),
  leads_by_status: list(
    counted({ id: { type: ["integer", "null"] }, name: str, color: strOrNull }),
    "Leads created in the range, by status",
  ),
  leads_by_source: list(counted({ source: strOrNull }), "The same leads, by source"),
  funnel: nullable(
    object({
      pipeline_id: int,
      pipeline_name: str,
      stages: list(counted({ id: int, name: str, value: n, reached: int })),
    }),
  ),
  overdue_follow_ups: figure,
  campaigns: list(
    linked({ id: int, name: str, leads: int, budget: nOrNull, cost_per_lead: nOrNull }, "leads"),
    "Top 10 by cost per lead",
  ),
});

/** Sales on the dashboard: its figures, their schema and whose scope they follow. */
export const salesSection: DashboardSection = {
  name: "sales",
  audience: "staff",
  figures: salesFigures,
  schema,
  resources: ["leads", "lead-activities"],
  localized: true,
};
