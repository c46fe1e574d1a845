// GET /api/gantt rows → dhtmlx tasks and links, and a dragged bar → the PATCH body of its record.
// Pure functions: the chart parses what they build in one go.
import { addDays, formatDay, lastDayOf, parseDay, roundDay } from "./gantt-dates";
import type { ChartLink, ChartTask, GanttItem, GanttKind, GanttResponse } from "./gantt-types";

const CHART_TYPE: Record<GanttKind, ChartTask["type"]> = {
  project: "project",
  phase: "project",
  task: "task",
  milestone: "milestone",
};

function withDates(item: GanttItem, task: ChartTask, hasChildren: boolean): ChartTask {
  const start = parseDay(item.start_date);
  const end = parseDay(item.end_date);
  if (item.type === "milestone") {
    const day = start ?? end;
    return day ? { ...task, start_date: day, end_date: day } : { ...task, unscheduled: true };
  }
  const first = start ?? end;
  const last = end ?? start;
  if (first && last) {
    // biome-ignore lint/complexity/useMathMinMax: first and last are Dates, which Math.max would turn into numbers
    const dated: ChartTask = { ...task, start_date: first, end_date: addDays(last < first ? first : last, 1) };
    return item.type === "task" ? dated : { ...dated, auto_scheduling: false };
  }
  // A project or phase without planned dates spans its children (dhtmlx computes it); with none
  // to span, it has no bar at all.
  if (item.type !== "task" && hasChildren) return task;
  return { ...task, unscheduled: true };
}

export function toChartData(response: GanttResponse): { data: ChartTask[]; links: ChartLink[] } {
  const ids = new Set(response.data.map((item) => item.id));
  const parents = new Set(response.data.map((item) => item.parent).filter((p): p is string => p !== null));
  const data = response.data.map((item) =>
    withDates(
      item,
      {
        id: item.id,
        text: item.text,
        type: CHART_TYPE[item.type],
        kind: item.type,
        api_resource: item.resource,
        record_id: item.record_id,
        version: item.version,
        editable: item.editable,
        readonly: !item.editable,
        // A parent outside the answer (scope) would hide the row: it is shown at the top instead.
        parent: item.parent && ids.has(item.parent) ? item.parent : 0,
        progress: Math.min(1, Math.max(0, Number(item.progress) || 0)),
        open: item.type === "project" || item.type === "phase",
      },
      parents.has(item.id),
    ),
  );
  const links = response.links
    .filter((link) => ids.has(link.source) && ids.has(link.target))
    .map((link) => ({ id: link.id, source: link.source, target: link.target, type: String(link.type) }));
  return { data, links };
}

export type DatePatch = Record<string, string>;

/** The record's date fields for a bar that now spans [start, end). */
export function datePatch(kind: GanttKind, start: Date, end: Date): DatePatch {
  const first = formatDay(roundDay(start));
  const last = formatDay(lastDayOf(start, end));
  if (kind === "milestone") return { due_date: first };
  if (kind === "task") return { start_date: first, due_date: last };
  return { start_date: first, end_date: last };
}

/** The bar's dates as the record now holds them (the inverse of datePatch). */
export function barDates(patch: DatePatch): { start_date: Date; end_date: Date } | undefined {
  if (patch.due_date && !patch.start_date) {
    const day = parseDay(patch.due_date)!;
    return { start_date: day, end_date: day };
  }
  const start = parseDay(patch.start_date);
  const last = parseDay(patch.due_date ?? patch.end_date);
  return start && last ? { start_date: start, end_date: addDays(last, 1) } : undefined;
}

/** The number after the prefix of a chart id ("t45" → 45). */
export function recordIdOf(chartId: string | number): number {
  return Number(String(chartId).replace(/^[a-z]+/, ""));
}
