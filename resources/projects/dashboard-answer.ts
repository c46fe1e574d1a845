import type { Figure, ListLink as Link } from "../kit/list-link.js";

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

/** Projects on the dashboard (api/modules/projects/dashboard-figures.ts answers it). */
export interface ProjectsFigures {
  active: Figure;
  at_risk: { count: number; link: Link; items: AtRiskProject[] };
  hours_this_week: { user_id: number; name: string; hours: number; link: Link }[];
  my_tasks_due_this_week: {
    count: number;
    link: Link;
    items: { id: number; name: string; project_id: number; project_name: string; due_date: string }[];
  };
}
