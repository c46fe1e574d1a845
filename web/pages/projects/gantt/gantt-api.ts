// The chart's calls. Failures are toasted (by the HTTP client or the shared warning helper);
// callers only revert the chart.
import { httpClient } from "../../../providers/http-client";
import {
  sendConfirmingDependencyDates,
  type AskDependencyDates,
  type ConfirmableRequest,
} from "../../tasks/detail/confirm-dependency-dates";
import type { GanttResponse } from "./gantt-types";
import type { GanttFilters } from "../../../../resources/projects/gantt-answer";

export type { GanttFilters };

export interface SavedRow {
  id: number;
  version: number;
  [field: string]: unknown;
}

/** Sends a write; the dependency-dates warning is asked about (and, accepted, sent again
 * confirmed) by the task page's shared helper. Declining rejects, so the chart reverts. */
async function sendConfirming<T>(request: ConfirmableRequest<T>, ask: AskDependencyDates): Promise<T> {
  const saved = await sendConfirmingDependencyDates(request, ask);
  if (saved === undefined) throw new Error("declined");
  return saved;
}

/** `silent`: a failure is not toasted (a background reload keeps what the chart shows). */
export async function loadGantt(filters: GanttFilters, signal: AbortSignal, silent = false): Promise<GanttResponse> {
  const { data } = await httpClient.get<GanttResponse>("gantt", { params: filters, signal, silent });
  return data;
}

export function patchRecord(
  resource: string,
  id: number,
  values: Record<string, unknown>,
  ask: AskDependencyDates,
): Promise<SavedRow> {
  return sendConfirming((config) => httpClient.patch<SavedRow>(`${resource}/${id}`, values, config), ask);
}

export function createDependency(taskId: number, dependsOnId: number, ask: AskDependencyDates): Promise<SavedRow> {
  return sendConfirming(
    (config) => httpClient.post<SavedRow>("task-dependencies", { task_id: taskId, depends_on_id: dependsOnId }, config),
    ask,
  );
}

export async function deleteDependency(id: number): Promise<void> {
  await httpClient.delete(`task-dependencies/${id}`);
}

export async function loadProject(id: number): Promise<SavedRow & { progress?: number }> {
  const { data } = await httpClient.get<SavedRow & { progress?: number }>(`projects/${id}`);
  return data;
}

/** A task as POST /api/tasks/{id}/shift and /api/tasks/reschedule answer it. */
export interface MovedTask {
  id: number;
  version: number;
  start_date: string | null;
  due_date: string | null;
  previous: { start_date: string | null; due_date: string | null };
}

/** The task and every task after it, moved as one write (their lags kept). */
export async function shiftTask(
  id: number,
  body: { version: number; start_date: string; due_date: string; successors: { id: number; version: number }[] },
  ask: AskDependencyDates,
): Promise<MovedTask[]> {
  return (
    await sendConfirming((config) => httpClient.post<{ tasks: MovedTask[] }>(`tasks/${id}/shift`, body, config), ask)
  ).tasks;
}

/** Several tasks back to the given dates, as one write (the undo of a move). */
export async function rescheduleTasks(
  tasks: { id: number; version: number; start_date: string | null; due_date: string | null }[],
  ask: AskDependencyDates,
): Promise<MovedTask[]> {
  return (
    await sendConfirming(
      (config) => httpClient.post<{ tasks: MovedTask[] }>("tasks/reschedule", { tasks }, config),
      ask,
    )
  ).tasks;
}
