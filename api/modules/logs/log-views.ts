import type { ResourceDef } from "../../../resources/index.js";

// The two log tables seen through the generic list dialect (filters, sort, window of
// api/crud/list-query.ts): read-only views, never registered as resources, so no write route
// exists for them.
export const auditLogView: ResourceDef = {
  name: "logs",
  table: "audit_logs",
  area: "users",
  route: "/users/logs",
  labelField: "action",
  fields: {
    id: { type: "integer", readOnly: true },
    user_id: { type: "integer", readOnly: true },
    action: { type: "string", readOnly: true },
    resource: { type: "string", readOnly: true },
    record_id: { type: "string", readOnly: true },
    ip: { type: "string", readOnly: true },
    request_id: { type: "string", readOnly: true },
    created_at: { type: "datetime", readOnly: true },
  },
  list: {
    columns: [],
    filters: ["user_id", "action", "resource", "record_id", "request_id", "created_at"],
    sorters: ["id", "created_at", "action", "resource", "user_id"],
    // q is answered by logs-sql.ts, which also searches the user's name and email.
    search: [],
    defaultSort: { field: "created_at", order: "desc" },
  },
  permissions: {},
};

export const systemLogView: ResourceDef = {
  name: "system-logs",
  table: "system_logs",
  area: "users",
  route: "/users/logs",
  labelField: "message",
  fields: {
    id: { type: "integer", readOnly: true },
    level: { type: "string", readOnly: true },
    status: { type: "integer", readOnly: true },
    method: { type: "string", readOnly: true },
    url: { type: "string", readOnly: true },
    message: { type: "text", readOnly: true },
    request_id: { type: "string", readOnly: true },
    user_id: { type: "integer", readOnly: true },
    created_at: { type: "datetime", readOnly: true },
  },
  list: {
    columns: [],
    filters: ["level", "status", "request_id", "user_id", "created_at"],
    sorters: ["id", "created_at", "status"],
    search: ["message", "url", "request_id"],
    defaultSort: { field: "created_at", order: "desc" },
  },
  permissions: {},
};
