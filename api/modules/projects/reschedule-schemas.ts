import { INT4_MAX } from "../../crud/field-kinds.js";
import { errorSchema, idParamsSchema, type JsonSchema } from "../../crud/json-schema.js";

// The Gantt's writes of several tasks' dates at once: a task moved with its successors, and the
// undo of a drag (every task it moved back to its previous dates).

/** At most this many tasks in one reschedule: more than any drag moves. */
export const MAX_RESCHEDULED = 500;

const id = { type: "integer", minimum: 1, maximum: INT4_MAX };
const version = {
  type: "integer",
  minimum: 1,
  maximum: INT4_MAX,
  description: "The version read; a different current version answers 409",
};
const day = { type: ["string", "null"], format: "date" };

export interface Dated {
  start_date: string | null;
  due_date: string | null;
}

export interface ShiftBody extends Dated {
  version: number;
  successors?: { id: number; version: number }[];
}

export interface RescheduleBody {
  tasks: ({ id: number; version: number } & Dated)[];
}

const movedSchema: JsonSchema = {
  type: "object",
  properties: {
    tasks: {
      type: "array",
      description: "Every task written, with its new version and the dates it had before",
      items: {
        type: "object",
        properties: {
          id,
          version: { type: "integer" },
          start_date: day,
          due_date: day,
          previous: { type: "object", properties: { start_date: day, due_date: day } },
        },
        required: ["id", "version", "start_date", "due_date", "previous"],
      },
    },
  },
  required: ["tasks"],
};

const errors = Object.fromEntries([400, 401, 403, 404, 409, 422].map((c) => [c, errorSchema]));

export const shiftSchema: JsonSchema = {
  tags: ["projects"],
  summary: "Move a task and every task after it, keeping their lags",
  operationId: "tasks_shift",
  description:
    "Sets the task's dates and moves every task that depends on it, directly or through others, by as many days as "
    + "its due date moved (its start date when it has no due date), in one transaction. `successors` lists the "
    + "versions "
    + "the caller read of those tasks: any that changed since answers 409, as does the task's own `version`. A task "
    + "starting before one it depends on ends answers 422 with `confirm: dependency-dates` unless sent with "
    + "`x-confirm: dependency-dates`.",
  params: idParamsSchema,
  body: {
    type: "object",
    additionalProperties: false,
    required: ["version", "start_date", "due_date"],
    properties: {
      version,
      start_date: day,
      due_date: day,
      successors: {
        type: "array",
        maxItems: MAX_RESCHEDULED,
        items: {
          type: "object",
          additionalProperties: false,
          required: ["id", "version"],
          properties: { id, version },
        },
      },
    },
  },
  response: { 200: movedSchema, ...errors },
};

export const rescheduleSchema: JsonSchema = {
  tags: ["projects"],
  summary: "Set the dates of several tasks at once",
  operationId: "tasks_reschedule",
  description:
    "Writes each task's dates in one transaction (all or none), each checked against its `version` (409) and the "
    + "user's right to edit it. Used to undo a move on the Gantt. The dependency-dates warning applies as to one task.",
  body: {
    type: "object",
    additionalProperties: false,
    required: ["tasks"],
    properties: {
      tasks: {
        type: "array",
        minItems: 1,
        maxItems: MAX_RESCHEDULED,
        items: {
          type: "object",
          additionalProperties: false,
          required: ["id", "version", "start_date", "due_date"],
          properties: { id, version, start_date: day, due_date: day },
        },
      },
    },
  },
  response: { 200: movedSchema, ...errors },
};
