import { rowSchema, type JsonSchema } from "../../crud/json-schema.js";
import { TICKETS } from "./ticket-access.js";

// The answers of the support routes that are not plain rows of a resource.

export const ticketAnswer = (description: string): JsonSchema => ({ ...rowSchema(TICKETS), description });

const clock = {
  type: "object",
  required: ["target_minutes", "due_at", "remaining_minutes", "percent", "state"],
  properties: {
    target_minutes: { type: ["integer", "null"] },
    due_at: { type: ["string", "null"], format: "date-time" },
    remaining_minutes: { type: ["integer", "null"], description: "Business minutes left; negative once breached" },
    percent: { type: ["number", "null"] },
    state: { type: "string", enum: ["none", "ok", "warning", "paused", "breached", "met"] },
  },
};

const slaProperties = { paused: { type: "boolean" }, first_response: clock, resolution: clock };

export const slaAnswer: JsonSchema = {
  type: "object",
  description: "The ticket's two clocks",
  required: ["paused", "first_response", "resolution"],
  properties: slaProperties,
};

export const slaListAnswer: JsonSchema = {
  type: "array",
  description: "The clocks of each ticket asked for that the user may read",
  items: {
    type: "object",
    required: ["id", "paused", "first_response", "resolution"],
    properties: { id: { type: "integer" }, ...slaProperties },
  },
};

const timeEntry = {
  type: "object",
  required: ["id", "user_id", "started_at", "minutes", "note", "billable", "created_at"],
  properties: {
    id: { type: "integer" },
    user_id: { type: ["integer", "null"] },
    started_at: { type: "string", format: "date-time" },
    minutes: { type: "integer" },
    note: { type: ["string", "null"] },
    billable: { type: "boolean" },
    created_at: { type: "string", format: "date-time" },
  },
};

export const timeEntriesAnswer: JsonSchema = {
  type: "array",
  description: "The time logged on the ticket, newest first",
  items: {
    ...timeEntry,
    required: [...timeEntry.required, "user_name"],
    properties: { ...timeEntry.properties, user_name: { type: "string" } },
  },
};

export const timeEntryAnswer: JsonSchema = { ...timeEntry, description: "The logged time" };

export const ratingLinkAnswer: JsonSchema = {
  type: "object",
  description: "The ticket the link rates, and whether it can still be used",
  required: ["title", "status", "language"],
  properties: {
    title: { type: "string" },
    status: { type: "string", enum: ["open", "used", "expired"] },
    language: { type: "string", enum: ["es", "en"] },
  },
};

export const thanksAnswer: JsonSchema = {
  type: "object",
  description: "Thanks, in the ticket's language",
  required: ["message"],
  properties: { message: { type: "string" } },
};
