import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";

// The ordered columns of a pipeline. Entering a stage sets a lead's probability to the stage's
// win probability; a lead longer than `rotting_days` in it is marked on the board.
export const pipelineStages = defineResource({
  name: "pipeline-stages",
  table: "pipeline_stages",
  area: "crm",
  route: "/crm/pipeline-stages",
  icon: "ordered-list",
  labelField: "name",
  fields: {
    pipeline_id: { type: "reference", reference: "pipelines", required: true },
    name: { type: "string", required: true, minLength: 2, maxLength: 80 },
    order: { type: "integer", min: 0, max: 9999, default: 0 },
    win_probability: { type: "integer", min: 0, max: 100, default: 10 },
    rotting_days: { type: "integer", min: 1, max: 3650 },
    won: { type: "boolean", default: false },
    lost: { type: "boolean", default: false },
    active: { type: "boolean", default: true },
    leads_count: { type: "integer", readOnly: true, count: { table: "leads", foreignKey: "stage_id" } },
  },
  list: {
    columns: ["name", "pipeline_id", "order", "win_probability", "rotting_days", "won", "lost", "active", "leads_count"],
    filters: ["id", "name", "pipeline_id", "won", "lost", "active"],
    sorters: ["id", "name", "pipeline_id", "order", "win_probability", "created_at"],
    search: ["name"],
    defaultSort: { field: "order", order: "asc" },
  },
  permissions: STAFF_READ,
});
