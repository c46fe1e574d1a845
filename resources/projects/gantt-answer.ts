// GET /api/gantt's answer (docs/projects.md, the Gantt chart), typed once for both sides, in dhtmlx-gantt's
// own shape so the web parses it as is: the API's items and the web's chart read these.

export type GanttType = "project" | "phase" | "task" | "milestone";

/** A row of the chart: a project, a phase, a task or a milestone (dates YYYY-MM-DD, inclusive). */
export interface GanttItem {
  id: string;
  type: GanttType;
  resource: "projects" | "project-phases" | "tasks" | "project-milestones";
  record_id: number;
  version: number;
  text: string;
  start_date: string | null;
  end_date: string | null;
  progress: number;
  parent: string | null;
  editable: boolean;
}

export interface GanttLink {
  id: number;
  source: string;
  target: string;
  type: "0";
}

/** What the chart asks: a closed list of integer filters. */
export interface GanttFilters {
  project_id?: number;
  manager_id?: number;
  project_state_id?: number;
}

export interface GanttAnswer {
  data: GanttItem[];
  links: GanttLink[];
}
