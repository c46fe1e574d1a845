// What a drag changed, kept so that it can be undone (the toolbar's Undo, Ctrl+Z): tasks go back
// through one reschedule write, any other bar (a project, a phase, a milestone, a progress)
// through its own PATCH. Each entry carries the versions the save answered, so undoing a bar
// someone changed since answers 409 instead of overwriting their change.
import type { GanttStatic } from "dhtmlx-gantt";
import { barDates } from "./gantt-data";
import { liveTask } from "./gantt-editing";
import type { MovedTask } from "./gantt-api";

export type UndoEntry =
  | { kind: "tasks"; tasks: { id: number; version: number; start_date: string | null; due_date: string | null }[] }
  | {
      kind: "patch";
      chartId: string;
      resource: string;
      recordId: number;
      version: number;
      values: Record<string, unknown>;
    };

/** At most this many drags are remembered. */
export const UNDO_DEPTH = 20;

/** The entry that puts the moved tasks back where they were. */
export function undoOfMove(rows: MovedTask[]): UndoEntry {
  const tasks = rows.map((r) => ({
    id: r.id,
    version: r.version,
    start_date: r.previous.start_date,
    due_date: r.previous.due_date,
  }));
  return { kind: "tasks", tasks };
}

/** Shows saved tasks' dates and versions on the chart (those it still holds). */
export function applyMovedTasks(chart: GanttStatic, rows: MovedTask[]): void {
  for (const row of rows) {
    const id = `t${row.id}`;
    const task = liveTask(chart, id);
    if (!task) continue;
    task.version = row.version;
    const patch: Record<string, string> = {};
    if (row.start_date) patch.start_date = row.start_date;
    if (row.due_date) patch.due_date = row.due_date;
    const dates = barDates(patch);
    if (dates) Object.assign(task, { ...dates, duration: chart.calculateDuration({ ...dates, task }) });
    chart.updateTask(id);
  }
}
