import { meSchema } from "../auth/schemas.js";
import { pageQueryProperties } from "../../crud/query-schema.js";
import { ACTIVITY_PAGE } from "./my-activity.js";

// Request and answer schemas of the signed-in user's own calls under /api/me.
const errorAnswer = {
  type: "object",
  properties: {
    message: { type: "string" },
    data: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
} as const;
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorAnswer]));
const meAnswer = meSchema.response[200];

export const patchMeSchema = {
  tags: ["profile"],
  summary: "Edit one's own profile",
  description: "Send only the fields to change; with `version`, a stale copy answers 409. Answers like GET /me.",
  body: {
    type: "object",
    additionalProperties: false,
    properties: {
      name: { type: "string", minLength: 1, maxLength: 120 },
      lastname: { type: ["string", "null"], maxLength: 120 },
      phone: { type: ["string", "null"], maxLength: 30 },
      language: { type: "string", enum: ["es", "en"] },
      version: { type: "integer", minimum: 1 },
    },
  },
  response: { 200: meAnswer, ...errors(401, 409, 422) },
} as const;

export const passwordSchema = {
  tags: ["profile"],
  summary: "Change one's own password",
  description: "`sign_out_other_sessions` ends every other session of the user; this one stays.",
  body: {
    type: "object",
    additionalProperties: false,
    required: ["current_password", "password", "password_confirmation"],
    properties: {
      current_password: { type: "string", minLength: 1, maxLength: 200 },
      password: { type: "string", minLength: 6, maxLength: 200 },
      password_confirmation: { type: "string", maxLength: 200 },
      sign_out_other_sessions: { type: "boolean", default: false },
    },
  },
  response: {
    200: { type: "object", properties: { message: { type: "string" }, signed_out_sessions: { type: "integer" } } },
    ...errors(401, 422),
  },
} as const;

export const avatarSchema = {
  tags: ["profile"],
  summary: "Upload one's own avatar (multipart, field `file`: PNG or JPG, at most 10 MB, checked by content)",
  response: { 200: meAnswer, ...errors(401, 413, 415, 422) },
} as const;

export const activitySchema = {
  tags: ["profile"],
  summary: "One's own recent activity (the activity log rows one made), newest first",
  querystring: {
    type: "object",
    additionalProperties: false,
    properties: pageQueryProperties(ACTIVITY_PAGE),
  },
  response: {
    200: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "integer" },
          action: { type: "string" },
          resource: { type: "string" },
          record_id: { type: ["string", "null"] },
          before: { type: ["object", "null"], additionalProperties: true },
          after: { type: ["object", "null"], additionalProperties: true },
          ip: { type: ["string", "null"] },
          user_agent: { type: ["string", "null"] },
          created_at: { type: "string", format: "date-time" },
        },
      },
    },
    ...errors(400, 401),
  },
} as const;
