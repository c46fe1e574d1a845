// Dragging, resizing or dragging the progress of a bar saves its record through the API. The
// values before the drag are kept; when the API refuses (its message is toasted by the HTTP
// client) the bar goes back to them. The saved row's version replaces the item's, so the next
// drag is not refused as a stale edit.
import type { GanttStatic } from "dhtmlx-gantt";
import type { SavedRow } from "./gantt-api";
import { barDates, datePatch } from "./gantt-data";
import type { ChartTask } from "./gantt-types";

export interface EditingDeps {
  patch: (task: ChartTask, values: Record<string, unknown>) => Promise<SavedRow>;
  /** After a save: a success toast, the project's rolled-up progress. */
  saved: (task: ChartTask) => void;
}

interface Snapshot {
  start_date?: Date;
  end_date?: Date;
  duration?: number;
  progress: number;
}

function snapshot(task: ChartTask & { duration?: number }): Snapshot {
  return {
    start_date: task.start_date && new Date(task.start_date),
    end_date: task.end_date && new Date(task.end_date),
    duration: task.duration,
    progress: task.progress,
  };
}

function changedValues(task: ChartTask, before: Snapshot, progressMode: boolean): Record<string, unknown> | undefined {
  if (progressMode) {
    const progress = Math.round(task.progress * 100);
    return progress === Math.round(before.progress * 100) ? undefined : { progress };
  }
  if (!task.start_date || !task.end_date || !before.start_date || !before.end_date) return undefined;
  const next = datePatch(task.kind, task.start_date, task.end_date);
  const previous = datePatch(task.kind, before.start_date, before.end_date);
  return JSON.stringify(next) === JSON.stringify(previous) ? undefined : next;
}

/** An item of the chart, if the chart still holds it (answers arrive after reloads and unmounts). */
export function liveTask(chart: GanttStatic, id: string | number): ChartTask | undefined {
  if (chart.$destroyed || !chart.isTaskExists(id)) return undefined;
  return chart.getTask(id) as unknown as ChartTask;
}

export function attachEditing(chart: GanttStatic, deps: EditingDeps): void {
  const before = new Map<string, Snapshot>();
  const get = (id: string | number) => liveTask(chart, id);

  function put(id: string, values: Snapshot): void {
    const task = get(id);
    if (!task) return;
    Object.assign(task, values);
    chart.updateTask(id);
  }

  chart.attachEvent("onBeforeTaskDrag", (id, mode) => {
    const task = get(id);
    if (!task || task.readonly || task.$saving) return false;
    // Only a task's progress is its own: projects roll up from their tasks.
    if (mode === chart.config.drag_mode.progress && task.kind !== "task") return false;
    before.set(String(id), snapshot(task));
    return true;
  });

  chart.attachEvent("onAfterTaskDrag", (id, mode) => {
    void save(String(id), mode === chart.config.drag_mode.progress);
  });

  async function save(id: string, progressMode: boolean): Promise<void> {
    const task = get(id);
    const previous = before.get(id);
    before.delete(id);
    if (!task || !previous) return;
    const values = changedValues(task, previous, progressMode);
    if (!values) {
      put(id, previous);
      return;
    }
    task.$saving = true;
    try {
      const row = await deps.patch(task, { ...values, version: task.version });
      // The data may have been reloaded (filters) while saving: update whatever holds the id now.
      const current = get(id);
      if (!current) return;
      current.version = row.version;
      if (progressMode) put(id, { progress: Number(values.progress) / 100 });
      else {
        const dates = barDates(values as Record<string, string>);
        if (dates) put(id, { ...dates, duration: chart.calculateDuration({ ...dates, task: current }), progress: current.progress });
      }
      deps.saved(current);
    } catch {
      put(id, previous);
    } finally {
      const current = get(id);
      if (current) current.$saving = false;
    }
  }
}
