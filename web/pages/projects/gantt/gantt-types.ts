// The shape the chart keeps of each item; GET /api/gantt's answer is typed in
// resources/projects/gantt-answer.ts.
import type { GanttAnswer, GanttItem, GanttType } from "../../../../resources/projects/gantt-answer";

export type { GanttItem };
export type GanttKind = GanttType;
export type GanttResponse = GanttAnswer;

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
