import { rowScopeFor, scopeCondition } from "../../crud/row-scope.js";
import type { WriteEvent, WriteHookEntry } from "../../crud/write-hooks.js";
import { assertDependencyAllowed } from "./dependency-rules.js";
import {
  datesConfirmed,
  dependencyConflicts,
  predecessorConflicts,
  successorConflicts,
  warnUnlessConfirmed,
} from "./dependency-dates.js";
import { tasks } from "../../../resources/projects/tasks.js";

// The planning rules on the generic writes of dependencies and tasks (issue 4): no cycles, and
// a warning when a task would start before a task it depends on ends.

const TASKS = tasks;

function changed(event: WriteEvent, column: string): boolean {
  return Object.hasOwn(event.values, column) && event.values[column] !== event.before?.[column];
}

function current(event: WriteEvent, column: string): unknown {
  return Object.hasOwn(event.values, column) ? event.values[column] : event.before?.[column];
}

// Both tasks are ones the user reaches (the generic reference check runs first), so the warning
// may name the predecessor.
async function checkDependency(event: WriteEvent): Promise<void> {
  if (event.action === "delete") return;
  if (event.action === "edit" && !changed(event, "task_id") && !changed(event, "depends_on_id")) return;
  const taskId = Number(current(event, "task_id"));
  const dependsOnId = Number(current(event, "depends_on_id"));
  await assertDependencyAllowed(event.trx, taskId, dependsOnId, event.before ? Number(event.before.id) : null);
  if (datesConfirmed(event.request)) return;
  warnUnlessConfirmed(event.request, await dependencyConflicts(event.trx, taskId, dependsOnId, event.request!.lang));
}

// A new task has no dependencies yet; an edit is checked only for the dates it moves, so a
// warning once accepted is not asked again for an unrelated change (a name, the progress).
async function checkTaskDates(event: WriteEvent): Promise<void> {
  if (event.action !== "edit" || !event.before || datesConfirmed(event.request)) return;
  const start = current(event, "start_date");
  const due = current(event, "due_date");
  const startMoved = changed(event, "start_date") && typeof start === "string";
  const dueMoved = changed(event, "due_date") && typeof due === "string";
  if (!startMoved && !dueMoved) return;
  const request = event.request!;
  const id = Number(event.before.id);
  const visible = scopeCondition(TASKS, await rowScopeFor(event.trx, TASKS, request, "show"));
  warnUnlessConfirmed(request, [
    ...(startMoved ? await predecessorConflicts(event.trx, id, start as string, visible, request.lang) : []),
    ...(dueMoved ? await successorConflicts(event.trx, id, due as string, visible, request.lang) : []),
  ]);
}

export const PLANNING_HOOKS: readonly WriteHookEntry[] = [
  { resource: "task-dependencies", hooks: { beforeWrite: checkDependency } },
  { resource: "tasks", hooks: { beforeWrite: checkTaskDates } },
];
