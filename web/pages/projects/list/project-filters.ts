import type { FilterSpec } from "../../../components/list/url-filters";

// The /projects filter bar (SPEC §2–§3), shared by the table and the board: state, category,
// manager, client, priority, active, budget min and max, start and end date ranges (and search).
// Declared filters of `projects` only (fields and the derived `overdue`); the first ones show
// before "More filters".
export const PROJECT_FILTERS: readonly FilterSpec[] = [
  { field: "project_state_id" },
  { field: "priority" },
  { field: "manager_id" },
  { field: "client_id" },
  { field: "project_category_id" },
  { field: "active" },
  { field: "budget", range: true },
  { field: "start_date", range: true },
  { field: "end_date", range: true },
  // Declared by `projects` (overdue): past its end date short of 100 %.
  { field: "overdue" },
];
