import {
  bool,
  counted,
  date,
  figure,
  int,
  linked,
  list,
  n,
  nOrNull,
  object,
  str,
} from "../dashboard/dashboard-schema.js";
import type { DashboardSection } from "../dashboard/dashboard-section.js";
import { projectsFigures } from "./dashboard-figures.js";

const schema = object({
  active: figure,
  at_risk: counted({
    items: list(
      object({
        id: int,
        name: str,
        progress: n,
        elapsed_percent: nOrNull,
        estimated_hours: nOrNull,
        actual_hours: n,
        behind: bool,
        over_hours: bool,
      }),
    ),
  }),
  hours_this_week: list(linked({ user_id: int, name: str, hours: n }, null)),
  my_tasks_due_this_week: counted({
    items: list(object({ id: int, name: str, project_id: int, project_name: str, due_date: date })),
  }),
});

/** Projects on the dashboard: its figures, their schema and whose scope they follow. */
export const projectsSection: DashboardSection = {
  name: "projects",
  audience: "staff",
  figures: projectsFigures,
  schema,
  resources: ["projects", "time-entries", "tasks"],
  own: true,
};
