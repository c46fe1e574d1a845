import { errorSchema, fileAnswer } from "../../crud/json-schema.js";

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorSchema]));
const status = {
  type: "object",
  properties: { active: { type: "boolean" }, created_at: { type: ["string", "null"], format: "date-time" } },
} as const;

export const feedStatusSchema = {
  tags: ["crm"],
  summary: "Whether the signed-in user has a calendar feed URL, and since when",
  response: { 200: status, ...errors(401, 403) },
} as const;

export const newFeedSchema = {
  tags: ["crm"],
  summary: "A new secret iCalendar URL of the user's activities; the previous one stops working",
  response: { 200: { type: "object", properties: { url: { type: "string" } } }, ...errors(401, 403) },
} as const;

export const revokeFeedSchema = {
  tags: ["crm"],
  summary: "Revokes the user's calendar feed URL",
  response: { 200: status, ...errors(401, 403) },
} as const;

export const feedSchema = {
  tags: ["crm"],
  summary: "The feed itself (text/calendar): the URL's owner's activities from 90 days back",
  description:
    "No sign-in: the secret in the URL is the credential. Unknown, rotated or revoked URLs, and deactivated "
    + "users, answer 404.",
  security: [],
  params: { type: "object", properties: { token: { type: "string" } } },
  response: { 200: fileAnswer("The activities as iCalendar events", "text/calendar"), ...errors(404, 429) },
} as const;
