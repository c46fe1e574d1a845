import { defineResource } from "../kit/define-resource.js";

// The conversation of a ticket: replies the client reads, and internal notes (internal: true)
// that only staff ever see, through any route. A message follows its ticket's access.
export const ticketMessages = defineResource({
  name: "ticket-messages",
  table: "ticket_messages",
  area: "support",
  route: "/support/messages",
  icon: "message",
  labelField: "body",
  menu: false,
  pages: [],
  fields: {
    ticket_id: { type: "reference", reference: "tickets", required: true },
    body: { type: "text", required: true, minLength: 1, maxLength: 20000 },
    internal: { type: "boolean", default: false },
    author_id: { type: "reference", reference: "team-members", currentUser: true },
    // A client reads who wrote each message, but never a team member's name: "the support team".
    author_name: {
      type: "string",
      lookup: { via: "author_id", table: "users", columns: ["name", "lastname"], shown: true, teamUnnamed: true },
    },
    files_count: { type: "integer", readOnly: true, count: { table: "ticket_files", foreignKey: "ticket_message_id" } },
  },
  list: {
    columns: ["body", "author_name", "internal", "created_at"],
    filters: ["id", "ticket_id", "author_id", "internal"],
    sorters: ["id", "created_at"],
    search: ["body"],
    defaultSort: { field: "created_at", order: "asc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: "*", client: ["list", "show", "create"] },
  scope: { parent: { field: "ticket_id", resource: "tickets" }, internal: "internal", author: "author_id" },
});
