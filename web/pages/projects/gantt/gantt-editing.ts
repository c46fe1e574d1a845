// Dragging, resizing or dragging the progress of a bar saves its record through the API. The
// values before the drag are kept; when the API refuses (its message is toasted by the HTTP
// client) the bar goes back to them. The saved row's version replaces the item's, so the next
// drag is not refused as a stale edit. A task with tasks after it may take them along (their lags
// kept, one write); every saved drag is remembered so that it can be undone.
import type { GanttStatic } from "dhtmlx-gantt";
import type { MovedTask, SavedRow } from "./gantt-api";
import { barDates, datePatch } from "./gantt-data";
import { applyMovedTasks, undoOfMove, type UndoEntry } from "./gantt-undo";
import type { ChartTask } from "./gantt-types";

/** What to do with the tasks after a moved one: take them along, leave them, or undo the drag. */
export type SuccessorsChoice = "with" | "alone" | "cancel";

export interface EditingDeps {
  patch: (task: ChartTask, values: Record<string, unknown>) => Promise<SavedRow>;
  /** Asked when a moved task's end moves and tasks on the chart depend on it. */
  choose: (task: ChartTask, successors: ChartTask[]) => Promise<SuccessorsChoice>;
  /** The task and every task after it, in one write. */
  shift: (task: ChartTask, values: Record<string, string>, successors: ChartTask[]) => Promise<MovedTask[]>;
  /** After a save: a success toast, the project's rolled-up progress. */
  saved: (task: ChartTask) => void;
  /** A saved drag, for undo. */
  remember: (entry: UndoEntry) => void;
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

/** The user chose to put the bar back. */
const CANCELLED = new Error("cancelled");

/** The PATCH that puts a saved bar back (its dates, or its progress). */
function undoOfPatch(task: ChartTask, version: number, before: Snapshot, progressMode: boolean): UndoEntry {
  const values = progressMode
    ? { progress: Math.round(before.progress * 100) }
    : before.start_date && before.end_date
      ? datePatch(task.kind, before.start_date, before.end_date)
      : {};
  if (!progressMode && task.kind === "task") {
    const dates = values as Record<string, string>;
    return {
      kind: "tasks",
      tasks: [{ id: task.record_id, version, start_date: dates.start_date ?? null, due_date: dates.due_date ?? null }],
    };
  }
  return {
    kind: "patch",
    chartId: String(task.id),
    resource: task.api_resource,
    recordId: task.record_id,
    version,
    values,
  };
}

/** An item of the chart, if the chart still holds it (answers arrive after reloads and unmounts). */
export function liveTask(chart: GanttStatic, id: string | number): ChartTask | undefined {
  if (chart.$destroyed || !chart.isTaskExists(id)) return undefined;
  return chart.getTask(id) as unknown as ChartTask;
}

/** The tasks on the chart after `id`, directly or through others (its links' targets, theirs…). */
export function successorsOnChart(chart: GanttStatic, id: string): ChartTask[] {
  const next = new Map<string, string[]>();
  for (const link of chart.getLinks())
    next.set(String(link.source), [...(next.get(String(link.source)) ?? []), String(link.target)]);
  const found = new Map<string, ChartTask>();
  const queue = [...(next.get(id) ?? [])];
  while (queue.length) {
    const current = queue.shift()!;
    const task = liveTask(chart, current);
    if (current === id || found.has(current) || !task) continue;
    found.set(current, task);
    queue.push(...(next.get(current) ?? []));
  }
  return [...found.values()];
}

/** Days between two YYYY-MM-DD (local midnights: DST days count as one). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
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

  /**
   * A task whose end moved, with tasks after it on the chart: asks whether they come along. True
   * when that answer took care of the drag (they moved with it); throws when it is to go back.
   */
  async function movedAlong(task: ChartTask, values: Record<string, string>, previous: Snapshot): Promise<boolean> {
    const before =
      previous.start_date && previous.end_date ? datePatch("task", previous.start_date, previous.end_date) : undefined;
    if (!before || !values.due_date || daysBetween(before.due_date, values.due_date) === 0) return false;
    const successors = successorsOnChart(chart, String(task.id));
    if (!successors.length) return false;
    const choice = await deps.choose(task, successors);
    if (choice === "alone") return false;
    if (choice === "cancel") throw CANCELLED;
    const rows = await deps.shift(task, values, successors);
    applyMovedTasks(chart, rows);
    deps.remember(undoOfMove(rows));
    const current = get(task.id);
    if (current) deps.saved(current);
    return true;
  }

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
      if (!progressMode && task.kind === "task" && (await movedAlong(task, values as Record<string, string>, previous)))
        return;
      const row = await deps.patch(task, { ...values, version: task.version });
      // The data may have been reloaded (filters) while saving: update whatever holds the id now.
      const current = get(id);
      if (!current) return;
      current.version = row.version;
      if (progressMode) put(id, { progress: Number(values.progress) / 100 });
      else {
        const dates = barDates(values as Record<string, string>);
        if (dates)
          put(id, {
            ...dates,
            duration: chart.calculateDuration({ ...dates, task: current }),
            progress: current.progress,
          });
      }
      deps.remember(undoOfPatch(current, row.version, previous, progressMode));
      deps.saved(current);
    } catch {
      put(id, previous);
    } finally {
      const current = get(id);
      if (current) current.$saving = false;
    }
  }
}
