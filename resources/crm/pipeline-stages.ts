import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";
import { OUTCOME_FIELD } from "./crm-options.js";

// The ordered columns of a pipeline. Entering a stage sets a lead's probability to the stage's
// win probability; a lead longer than `rotting_days` in it is marked on the board. Its outcome
// (open, won, lost) is the one a lead's status must share.
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
    outcome: OUTCOME_FIELD,
    active: { type: "boolean", default: true },
    leads_count: { type: "integer", readOnly: true, count: { table: "leads", foreignKey: "stage_id" } },
  },
  list: {
    columns: ["name", "pipeline_id", "order", "win_probability", "rotting_days", "outcome", "active", "leads_count"],
    filters: ["id", "name", "pipeline_id", "outcome", "active"],
    sorters: ["id", "name", "pipeline_id", "order", "win_probability", "created_at"],
    search: ["name"],
    defaultSort: { field: "order", order: "asc" },
  },
  permissions: STAFF_READ,
});
