import { stateLike } from "../kit/nomenclator.js";
import { EVERYONE_READ } from "../kit/permissions.js";

export const projectStates = stateLike({
  name: "project-states",
  table: "project_states",
  area: "projects",
  route: "/projects/nomenclators/project-states",
  icon: "flag",
  permissions: EVERYONE_READ,
  count: { field: "projects_count", table: "projects", foreignKey: "project_state_id" },
});
