import { defineResource } from "../kit/define-resource.js";
import { OWNER_FIELDS, REQUEST_CHANNELS, REQUEST_STATUSES } from "./crm-options.js";

// An inbound request from a lead or a client (docs/product.md#entity-decisions), typed in by staff, sent by a
// client from the portal or posted by the company's website (POST /api/public/lead-requests).
export const leadRequests = defineResource({
  name: "lead-requests",
  table: "lead_requests",
  area: "crm",
  route: "/crm/requests",
  icon: "inbox",
  labelField: "subject",
  fields: {
    subject: { type: "string", required: true, minLength: 2, maxLength: 200 },
    message: { type: "text", maxLength: 5000 },
    lead_id: { type: "reference", reference: "leads" },
    lead_name: { type: "string", lookup: { via: "lead_id", table: "leads", columns: ["name"] } },
    client_id: { type: "reference", reference: "lead-clients" },
    ...OWNER_FIELDS,
    service_id: { type: "reference", reference: "lead-services" },
    channel: { type: "enum", options: REQUEST_CHANNELS, default: "web" },
    status: { type: "enum", options: REQUEST_STATUSES, default: "new" },
    contact_name: { type: "string", maxLength: 160 },
    contact_email: { type: "email", maxLength: 254 },
    contact_phone: { type: "string", maxLength: 30 },
  },
  list: {
    columns: ["subject", "lead_name", "contact_name", "contact_email", "channel", "status", "owner_name", "created_at"],
    filters: ["id", "subject", "lead_id", "client_id", "owner_id", "service_id", "channel", "status"],
    sorters: ["id", "subject", "channel", "status", "created_at"],
    search: ["subject", "message", "contact_name", "contact_email"],
    defaultSort: { field: "created_at", order: "desc" },
  },
  permissions: {
    superadmin: "*",
    admin: "*",
    commercial: ["list", "show", "create", "edit"],
    client: ["list", "show"],
  },
  scope: { owner: "owner_id", unassigned: true, client: "client_id" },
});
