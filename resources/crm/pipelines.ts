import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";

// Named sales pipelines (docs/product.md#entity-decisions); their ordered stages are pipeline-stages. The menu
// opens the pipeline board (/crm/pipelines, web/pages/crm/pipelines), whose settings menu leads here.
export const pipelines = defineResource({
  name: "pipelines",
  table: "pipelines",
  area: "crm",
  route: "/crm/pipelines/setup",
  menu: false,
  pages: ["list", "create", "edit", "show"],
  icon: "funnel-plot",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 80, unique: true },
    description: { type: "text", maxLength: 500 },
    order: { type: "integer", min: 0, max: 9999, default: 0 },
    active: { type: "boolean", default: true },
    stages_count: { type: "integer", readOnly: true, count: { table: "pipeline_stages", foreignKey: "pipeline_id" } },
    leads_count: { type: "integer", readOnly: true, count: { table: "leads", foreignKey: "pipeline_id" } },
  },
  list: {
    columns: ["name", "description", "order", "active", "stages_count", "leads_count"],
    filters: ["id", "name", "active"],
    sorters: ["id", "name", "order", "created_at"],
    search: ["name", "description"],
    defaultSort: { field: "order", order: "asc" },
  },
  permissions: STAFF_READ,
});
