import { NOTIFICATION_KINDS } from "../../../resources/support/ticket-options.js";
import { errorSchema, idParamsSchema, type JsonSchema } from "../../crud/json-schema.js";
import { pageQueryProperties } from "../../crud/query-schema.js";

// Request and answer schemas of /api/notifications (docs/support-api.md): closed query strings
// and bodies (an unknown field is refused), answers described field by field.
const tags = ["notifications"];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorSchema]));
const nullable = (type: string, extra: JsonSchema = {}) => ({ type: [type, "null"], ...extra });
/** Calls that take no body: an empty one, or none at all. */
const noBody: JsonSchema = { type: ["object", "null"], additionalProperties: false, properties: {} };
export const LIST_PAGE = 20;

const notificationSchema: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    kind: { type: "string", description: `One of ${NOTIFICATION_KINDS.join(", ")}` },
    title: {
      type: "string",
      description: "What it is about; the text is notifications:kind.<kind> with {title, ...params}",
    },
    params: { type: "object", additionalProperties: true },
    body: nullable("string"),
    link: nullable("string", { description: "A path of the web app" }),
    resource: nullable("string"),
    record_id: nullable("integer"),
    read_at: nullable("string", { format: "date-time" }),
    created_at: { type: "string", format: "date-time" },
  },
};

const preferencesSchema: JsonSchema = {
  type: "array",
  items: {
    type: "object",
    additionalProperties: false,
    required: ["kind", "email"],
    properties: {
      kind: { type: "string", enum: [...NOTIFICATION_KINDS] },
      email: { type: "boolean", description: "Also by mail" },
    },
  },
};

export const listSchema = {
  tags,
  summary: "One's own notifications, newest first",
  description: "x-total-count: how many match (the unread ones with unread=true); x-unread-count: how many are unread.",
  querystring: {
    type: "object",
    additionalProperties: false,
    properties: {
      ...pageQueryProperties(LIST_PAGE),
      unread: { type: "string", enum: ["true", "false"], description: "true: only the unread ones" },
    },
  },
  response: { 200: { type: "array", items: notificationSchema }, ...errors(400, 401) },
};

export const unreadCountSchema = {
  tags,
  summary: "How many of one's notifications are unread",
  response: { 200: { type: "object", properties: { count: { type: "integer" } } }, ...errors(401) },
};

export const markReadSchema = {
  tags,
  summary: "Marks one of one's notifications read (another user's is a 404)",
  params: idParamsSchema,
  body: noBody,
  response: {
    200: { type: "object", properties: { id: { type: "integer" }, read_at: { type: "string", format: "date-time" } } },
    ...errors(400, 401, 404),
  },
};

export const readAllSchema = {
  tags,
  summary: "Marks all of one's notifications read",
  body: noBody,
  response: {
    200: { type: "object", properties: { count: { type: "integer", description: "How many were unread" } } },
    ...errors(400, 401),
  },
};

export const getPreferencesSchema = {
  tags,
  summary: "Per kind, whether a notification also comes by mail",
  response: { 200: preferencesSchema, ...errors(401) },
};

export const putPreferencesSchema = {
  tags,
  summary: "Chooses, per kind, whether a notification also comes by mail",
  description: "Kinds not named keep their choice. Answers every kind, as GET.",
  body: {
    type: "object",
    additionalProperties: false,
    required: ["preferences"],
    properties: { preferences: { ...preferencesSchema, maxItems: NOTIFICATION_KINDS.length } },
  },
  response: { 200: preferencesSchema, ...errors(400, 401, 422) },
};
