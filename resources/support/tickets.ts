import { defineResource } from "../kit/define-resource.js";
import type { FieldDef } from "../kit/types.js";
import { CLOSED_STATUSES, SLA_FILTER_VALUES, TICKET_STATUSES, UNKNOWN_STATUS, URGENCIES } from "./ticket-options.js";
import { CLIENT_STATE_OF, CLIENT_STATE_OVERRIDES, CLIENT_STATES } from "./client-states.js";

const userName = (via: string) =>
  ({ type: "string", lookup: { via, table: "users", columns: ["name", "lastname"] } }) as const satisfies FieldDef;
const clock = { type: "datetime", readOnly: true, staffOnly: true } as const satisfies FieldDef;

// A support ticket (docs/product.md#entities, docs/product.md#states, issue 12). Its page is
// /support/ticket-{token}: the token is random, so a URL never reveals or guesses an id. The status rules, the SLA
// clock and the opening message are kept by the server (api/modules/support).
export const tickets = defineResource({
  name: "tickets",
  table: "tickets",
  area: "support",
  route: "/support",
  portal: true,
  icon: "customer-service",
  labelField: "title",
  fields: {
    token: { type: "string", readOnly: true },
    title: { type: "string", required: true, minLength: 3, maxLength: 200 },
    description: { type: "text", required: true, maxLength: 20000 },
    ticket_type_id: { type: "reference", reference: "ticket-types" },
    ticket_category_id: { type: "reference", reference: "ticket-categories" },
    ticket_complexity_id: { type: "reference", reference: "ticket-complexities", staffOnly: true },
    tags: { type: "tags", maxLength: 40, staffOnly: true },
    urgency: { type: "enum", options: URGENCIES, default: "medium" },
    // The team's own states; a client reads client_status, what they mean to them (client-states.ts).
    status: { type: "enum", options: TICKET_STATUSES, default: "new", unknown: UNKNOWN_STATUS, staffOnly: true },
    client_status: {
      type: "enum",
      options: CLIENT_STATES,
      readOnly: true,
      mapped: { from: "status", values: CLIENT_STATE_OF, overrides: CLIENT_STATE_OVERRIDES },
    },
    // Only admins move a ticket to another client: its whole conversation goes with it.
    client_id: { type: "reference", reference: "lead-clients", editRoles: ["superadmin", "admin"] },
    client_name: { type: "string", lookup: { via: "client_id", table: "lead_clients", columns: ["name"] } },
    creator_id: { type: "reference", reference: "team-members", currentUser: true },
    creator_name: {
      ...userName("creator_id"),
      lookup: { via: "creator_id", table: "users", columns: ["name", "lastname"], shown: true, teamUnnamed: true },
    },
    assignee_id: { type: "reference", reference: "team-members", staffOnly: true },
    assignee_name: { ...userName("assignee_id"), staffOnly: true },
    main_action: { type: "string", maxLength: 500, staffOnly: true },
    requires_confirmation: { type: "boolean", default: false, staffOnly: true },
    first_response_due_at: clock,
    resolution_due_at: clock,
    first_response_warn_at: { ...clock, hidden: true },
    resolution_warn_at: { ...clock, hidden: true },
    first_responded_at: { type: "datetime", readOnly: true },
    resolved_at: { type: "datetime", readOnly: true },
    sla_paused_at: clock,
    first_response_minutes: { type: "integer", readOnly: true, hidden: true, staffOnly: true },
    resolution_minutes: { type: "integer", readOnly: true, hidden: true, staffOnly: true },
    result: { type: "text", readOnly: true },
    rating: { type: "integer", readOnly: true, min: 1, max: 5 },
    rating_comment: { type: "text", readOnly: true },
    rated_at: { type: "datetime", readOnly: true },
    merged_into_id: { type: "reference", reference: "tickets", readOnly: true },
    last_message_at: { type: "datetime", readOnly: true },
    board_position: { type: "integer", readOnly: true, hidden: true },
  },
  list: {
    columns: [
      "title",
      "client_name",
      "status",
      "client_status",
      "urgency",
      "assignee_name",
      "ticket_type_id",
      "resolution_due_at",
      "created_at",
    ],
    card: ["title", "client_name", "status", "client_status", "urgency"],
    filters: [
      "id",
      "token",
      "title",
      "assignee_id",
      "client_id",
      "urgency",
      "ticket_complexity_id",
      "ticket_type_id",
      "tags",
      "status",
      "client_status",
      "creator_id",
      "ticket_category_id",
      "merged_into_id",
      "created_at",
      "resolution_due_at",
      "rating",
      "rated_at",
    ],
    sorters: [
      "id",
      "title",
      "status",
      "client_status",
      "urgency",
      "client_name",
      "assignee_name",
      "created_at",
      "resolution_due_at",
      "last_message_at",
      "board_position",
    ],
    search: ["title", "description", "token"],
    defaultSort: { field: "created_at", order: "desc" },
  },
  permissions: {
    superadmin: "*",
    admin: "*",
    commercial: ["list", "show", "create", "edit"],
    client: ["list", "show", "create"],
  },
  // Clients: their client's tickets; commercial users: the tickets assigned to them.
  scope: { client: "client_id", owner: "assignee_id" },
  quickCreate: ["title", "description", "ticket_type_id", "urgency", "client_id"],
  sections: [
    { key: "ticket", fields: ["title", "description", "ticket_type_id", "ticket_category_id", "urgency", "client_id"] },
    {
      key: "handling",
      fields: ["status", "assignee_id", "ticket_complexity_id", "tags", "main_action", "requires_confirmation"],
    },
  ],
  // Resolving is closing (docs/product.md#states): only the close dialog (or a merge) resolves a ticket.
  closing: { field: "status", values: CLOSED_STATUSES },
  // The resolution clock at risk or breached (api/modules/support/sla-filter.ts).
  ruleFilters: {
    sla: {
      values: SLA_FILTER_VALUES,
      reads: ["resolution_due_at", "resolution_warn_at", "sla_paused_at", "resolved_at"],
    },
  },
  board: {
    column: "status",
    order: "board_position",
    card: { title: "title", fields: ["urgency", "assignee_name", "client_name", "resolution_due_at"] },
    filters: ["assignee_id", "client_id", "urgency", "ticket_complexity_id", "ticket_type_id", "tags"],
  },
});
