import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES, MONEY_FIELD } from "./crm-options.js";

// docs/product.md#entity-decisions campaign; its status is the board's column (/crm/campaigns).
export const campaigns = defineResource({
  name: "campaigns",
  table: "campaigns",
  area: "crm",
  route: "/crm/campaigns",
  icon: "notification",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 160, unique: true },
    campaign_type_id: { type: "reference", reference: "campaign-types" },
    status: { type: "enum", options: CAMPAIGN_STATUSES, default: "planned" },
    channel: { type: "enum", options: CAMPAIGN_CHANNELS },
    budget: MONEY_FIELD,
    start_date: { type: "date" },
    end_date: { type: "date", notBefore: "start_date" },
    description: { type: "text", maxLength: 2000 },
    leads_count: { type: "integer", readOnly: true, count: { table: "leads", foreignKey: "campaign_id" } },
    cost_per_lead: { type: "money", ratio: { numerator: "budget", denominator: "leads_count" } },
    board_position: { type: "integer", readOnly: true, hidden: true },
  },
  list: {
    columns: [
      "name",
      "campaign_type_id",
      "status",
      "channel",
      "budget",
      "start_date",
      "end_date",
      "leads_count",
      "cost_per_lead",
    ],
    card: ["name", "status", "budget", "start_date", "leads_count"],
    filters: ["id", "name", "campaign_type_id", "channel", "status", "budget", "start_date", "end_date"],
    sorters: [
      "id",
      "name",
      "status",
      "budget",
      "start_date",
      "end_date",
      "leads_count",
      "created_at",
      "board_position",
    ],
    search: ["name", "description"],
    defaultSort: { field: "start_date", order: "desc" },
  },
  permissions: STAFF_READ,
  board: {
    column: "status",
    order: "board_position",
    card: {
      title: "name",
      fields: ["campaign_type_id", "channel", "budget", "leads_count", "cost_per_lead", "end_date"],
    },
    filters: ["campaign_type_id", "channel"],
    totals: { value: "budget" },
  },
});
