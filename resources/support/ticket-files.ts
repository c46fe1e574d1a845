import { defineResource } from "../kit/define-resource.js";

// Files of a ticket message (PNG, JPG, PDF or DOCX, checked by content like every upload): a file
// follows its message, so one on an internal note is as invisible to a client as the note.
export const ticketFiles = defineResource({
  name: "ticket-files",
  table: "ticket_files",
  area: "support",
  route: "/support/files",
  icon: "paper-clip",
  labelField: "original_name",
  menu: false,
  pages: [],
  fields: {
    ticket_message_id: { type: "reference", reference: "ticket-messages", required: true },
    filename: { type: "string", readOnly: true },
    original_name: { type: "string", readOnly: true },
    mime_type: { type: "string", readOnly: true },
    size: { type: "integer", readOnly: true },
    uploaded_by: { type: "reference", reference: "team-members", currentUser: true },
  },
  list: {
    columns: ["original_name", "mime_type", "size", "created_at"],
    filters: ["id", "ticket_message_id", "uploaded_by"],
    sorters: ["id", "original_name", "size", "created_at"],
    search: ["original_name"],
    defaultSort: { field: "created_at", order: "asc" },
  },
  permissions: {
    superadmin: "*",
    admin: "*",
    commercial: ["list", "show", "create", "delete"],
    client: ["list", "show", "create"],
  },
  scope: { parent: { field: "ticket_message_id", resource: "ticket-messages" }, author: "uploaded_by" },
  attachments: { owner: "ticket_message_id" },
});
