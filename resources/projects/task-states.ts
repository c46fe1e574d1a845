import { stateLike } from "../kit/nomenclator.js";
import { EVERYONE_READ } from "../kit/permissions.js";

export const taskStates = stateLike({
  name: "task-states",
  table: "task_states",
  area: "projects",
  route: "/projects/nomenclators/task-states",
  icon: "check-square",
  permissions: EVERYONE_READ,
  extraFields: { completes: { type: "boolean", default: false } },
  count: { field: "tasks_count", table: "tasks", foreignKey: "task_state_id" },
});
