import { stateLike } from "../kit/nomenclator.js";
import { EVERYONE_READ } from "../kit/permissions.js";

/** What only task states have: whether reaching the state completes a task. */
export const TASK_STATE_FIELDS = { completes: { type: "boolean", default: false } } as const;

export const taskStates = stateLike({
  name: "task-states",
  table: "task_states",
  area: "projects",
  route: "/projects/nomenclators/task-states",
  icon: "check-square",
  permissions: EVERYONE_READ,
  extraFields: TASK_STATE_FIELDS,
  count: { field: "tasks_count", table: "tasks", foreignKey: "task_state_id" },
});
