import type { ResourceDef } from "../../../resources/index.js";
import { listQuerySchema } from "../../crud/query-schema.js";
import { MAX_FILTER_VALUE_LENGTH } from "../../crud/filter-value.js";
import type { JsonSchema } from "../../crud/json-schema.js";

// Query strings are closed lists (unknown parameters are a 400 before any work); rows are
// described field by field so the serializer never leaks a column added later.
export function logsQuerySchema(view: ResourceDef): JsonSchema {
  const base = listQuerySchema(view);
  return {
    ...base,
    properties: {
      ...(base.properties as Record<string, JsonSchema>),
      q: { type: "string", maxLength: MAX_FILTER_VALUE_LENGTH, description: "Contains, case- and accent-insensitive" },
    },
    additionalProperties: false,
  };
}

const text = { type: ["string", "null"] };
const int = { type: ["integer", "null"] };
const snapshot = {
  type: ["object", "null"],
  additionalProperties: true,
  description: "Field values (only the changed ones for an update)",
};

export const auditLogRowSchema: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    user_id: int,
    user_name: text,
    user_email: text,
    action: { type: "string" },
    resource: { type: "string" },
    record_id: text,
    before: snapshot,
    after: snapshot,
    ip: text,
    user_agent: text,
    request_id: text,
    created_at: { type: "string", format: "date-time" },
  },
};

export const systemLogRowSchema: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    level: { type: "string" },
    status: int,
    method: text,
    url: text,
    message: { type: "string" },
    stack: text,
    request_id: text,
    user_id: int,
    created_at: { type: "string", format: "date-time" },
  },
};
