import { defineResource } from "../kit/define-resource.js";
import { LEAD_SOURCES, LIKELIHOODS, MONEY_FIELD, OUTCOMES, OWNER_FIELDS } from "./crm-options.js";

// A prospective sale (docs/product.md#entity-decisions). Two boards over the same rows: by lead status (/crm/kanban)
// and, per pipeline, by stage (/crm/pipelines). Score, weighted value, the stage clock and the
// outcome (the one its status and stage agree on, docs/product.md#product-rules) are kept by the server
// (api/modules/crm).
export const leads = defineResource({
  name: "leads",
  table: "leads",
  area: "crm",
  route: "/crm/kanban",
  icon: "user-add",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 160 },
    email: { type: "email", maxLength: 254 },
    phone: { type: "string", maxLength: 30 },
    company: { type: "string", maxLength: 160 },
    source: { type: "enum", options: LEAD_SOURCES },
    lead_status_id: { type: "reference", reference: "lead-statuses" },
    pipeline_id: { type: "reference", reference: "pipelines" },
    stage_id: { type: "reference", reference: "pipeline-stages", sameAs: "pipeline_id" },
    ...OWNER_FIELDS,
    // As in Pipedrive: a new lead is its creator's unless they name another owner or, with null,
    // leave it in the unassigned pool.
    owner_id: { ...OWNER_FIELDS.owner_id, creatorByDefault: true },
    campaign_id: { type: "reference", reference: "campaigns" },
    client_type_id: { type: "reference", reference: "client-types" },
    service_ids: { type: "references", reference: "lead-services" },
    specific_service_ids: { type: "references", reference: "lead-specific-services" },
    estimated_value: MONEY_FIELD,
    likelihood: { type: "enum", options: LIKELIHOODS },
    probability: { type: "integer", min: 0, max: 100 },
    weighted_value: { type: "money", readOnly: true },
    score: { type: "integer", readOnly: true, min: 0, max: 100 },
    next_action_date: { type: "date" },
    converted_client_id: { type: "reference", reference: "lead-clients", readOnly: true },
    lost_reason: { type: "text", maxLength: 500 },
    outcome: { type: "enum", options: OUTCOMES, readOnly: true },
    won_at: { type: "datetime", readOnly: true },
    lost_at: { type: "datetime", readOnly: true },
    stage_changed_at: { type: "datetime", readOnly: true, hidden: true },
    rotting_at: { type: "datetime", readOnly: true, hidden: true },
    board_position: { type: "integer", readOnly: true, hidden: true },
    stage_position: { type: "integer", readOnly: true, hidden: true },
  },
  list: {
    columns: ["name", "company", "email", "phone", "lead_status_id", "stage_id", "owner_name", "estimated_value", "probability", "score", "next_action_date"],
    card: ["name", "company", "lead_status_id", "estimated_value", "next_action_date"],
    filters: [
      "id", "name", "email", "company", "owner_id", "campaign_id", "source", "pipeline_id", "lead_status_id", "stage_id",
      "client_type_id", "service_ids", "likelihood", "estimated_value", "probability", "score", "next_action_date",
      "converted_client_id", "outcome", "won_at", "lost_at", "created_at", "stage_changed_at",
    ],
    sorters: ["id", "name", "company", "email", "lead_status_id", "stage_id", "owner_name", "estimated_value", "probability", "weighted_value", "score", "next_action_date", "created_at", "board_position", "stage_position"],
    search: ["name", "email", "company", "phone"],
    defaultSort: { field: "created_at", order: "desc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: "*" },
  scope: { owner: "owner_id", unassigned: true },
  // The outcome its status and stage agree on; won since won_at.
  flags: {
    open: [{ field: "outcome", equals: "open" }],
    won: [{ field: "outcome", equals: "won" }],
    no_status: [{ field: "lead_status_id", empty: true }],
    no_source: [{ field: "source", empty: true }],
  },
  quickCreate: ["name", "company", "email", "phone", "source", "estimated_value"],
  sections: [
    { key: "contact", fields: ["name", "company", "email", "phone", "source", "client_type_id", "campaign_id", "owner_id"] },
    { key: "sale", fields: ["lead_status_id", "pipeline_id", "stage_id", "estimated_value", "likelihood", "probability", "next_action_date", "service_ids", "specific_service_ids", "lost_reason"] },
  ],
  board: {
    column: "lead_status_id",
    order: "board_position",
    card: { title: "name", fields: ["company", "owner_name", "estimated_value", "score", "next_action_date"] },
    filters: ["owner_id", "campaign_id", "pipeline_id", "source"],
    totals: { value: "estimated_value", probability: "probability" },
  },
  boards: {
    pipeline: {
      column: "stage_id",
      order: "stage_position",
      card: { title: "name", fields: ["company", "owner_name", "estimated_value", "probability", "score", "next_action_date"] },
      filters: ["pipeline_id", "owner_id", "campaign_id", "source"],
      totals: { value: "estimated_value", probability: "probability" },
      staleAt: "rotting_at",
    },
  },
});
