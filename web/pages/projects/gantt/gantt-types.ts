// The contract of GET /api/gantt (issue 4 brief) and the shape the chart keeps of each item.
export type GanttKind = "project" | "phase" | "task" | "milestone";

export interface GanttItem {
  id: string;
  type: GanttKind;
  resource: string;
  record_id: number;
  version: number;
  text: string;
  /** YYYY-MM-DD, inclusive. */
  start_date: string | null;
  /** YYYY-MM-DD, the inclusive last day (milestones: their due date). */
  end_date: string | null;
  /** 0..1 */
  progress: number;
  parent: string | null;
  editable: boolean;
}

export interface GanttLinkRow {
  id: number;
  source: string;
  target: string;
  type: string;
}

export interface GanttResponse {
  data: GanttItem[];
  links: GanttLinkRow[];
}

/** A dhtmlx task built from a GanttItem; `api_resource` because dhtmlx owns `resource`. */
export interface ChartTask {
  id: string;
  text: string;
  type: "project" | "task" | "milestone";
  kind: GanttKind;
  api_resource: string;
  record_id: number;
  version: number;
  editable: boolean;
  readonly: boolean;
  parent: string | number;
  progress: number;
  open: boolean;
  start_date?: Date;
  end_date?: Date;
  unscheduled?: boolean;
  /** Set on projects and phases with planned dates of their own: dhtmlx then keeps them instead of
   * spanning the children, and lets the bar be moved on its own. */
  auto_scheduling?: false;
  /** A save is in flight; a second drag would send a stale version. */
  $saving?: boolean;
}

export interface ChartLink {
  id: number | string;
  source: string;
  target: string;
  type: string;
}

export type ZoomLevel = "day" | "week" | "month";
export const ZOOM_LEVELS: ZoomLevel[] = ["day", "week", "month"];
