import { stateLike } from "../kit/nomenclator.js";
import { STAFF_READ } from "../kit/permissions.js";

export const taskStates = stateLike({
  name: "task-states",
  table: "task_states",
  area: "projects",
  route: "/projects/nomenclators/task-states",
  icon: "check-square",
  permissions: STAFF_READ,
  count: { field: "tasks_count", table: "tasks", foreignKey: "task_state_id" },
});
