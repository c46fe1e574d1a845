import { rowSchema, type JsonSchema } from "../../crud/json-schema.js";
import { LEADS } from "./lead-access.js";

// The answers of the CRM routes that are not plain rows of a resource.

export const leadAnswer = (description: string): JsonSchema => ({ ...rowSchema(LEADS), description });

const question = {
  type: "object",
  required: ["id", "question", "kind", "options", "answer"],
  properties: {
    id: { type: "integer" },
    question: { type: "string" },
    kind: { type: "string", enum: ["enumerated", "developed"] },
    options: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "label", "points"],
        properties: { id: { type: "string" }, label: { type: "string" }, points: { type: "integer" } },
      },
    },
    answer: {
      type: ["object", "null"],
      required: ["option_id", "text", "points"],
      properties: {
        option_id: { type: ["string", "null"] },
        text: { type: ["string", "null"] },
        points: { type: ["integer", "null"] },
      },
    },
  },
};

export const questionnairesAnswer: JsonSchema = {
  type: "object",
  description: "Both questionnaires, each question with this lead's answer (null: not answered)",
  required: ["general", "financial"],
  properties: { general: { type: "array", items: question }, financial: { type: "array", items: question } },
};

export const noteAddedAnswer: JsonSchema = {
  type: "object",
  description: "The note is on the timeline",
  required: ["ok"],
  properties: { ok: { type: "boolean" } },
};

export const convertedAnswer: JsonSchema = {
  type: "object",
  description:
    "The won lead, its client, the project opened (or null), and what the client still lacks for a complete invoice",
  required: ["lead", "client_id", "project_id", "missing"],
  properties: {
    lead: rowSchema(LEADS),
    client_id: { type: "integer" },
    project_id: { type: ["integer", "null"] },
    missing: {
      type: "array",
      items: { type: "string" },
      description: "Fields of the client an F1 invoice needs that are empty",
    },
  },
};

export const mergePreviewAnswer: JsonSchema = {
  type: "object",
  description: "Both leads, and each mergeable field's two values",
  required: ["target", "source", "fields"],
  properties: {
    target: rowSchema(LEADS),
    source: rowSchema(LEADS),
    fields: {
      type: "array",
      items: {
        type: "object",
        required: ["field", "target", "source", "differs"],
        properties: { field: { type: "string" }, target: {}, source: {}, differs: { type: "boolean" } },
      },
    },
  },
};

export const mergedAnswer: JsonSchema = {
  type: "object",
  description: "The merge (its id undoes it for 24 hours) and the lead that stays",
  required: ["merge_id", "lead"],
  properties: { merge_id: { type: "integer" }, lead: rowSchema(LEADS) },
};

export const unmergedAnswer: JsonSchema = {
  type: "object",
  description: "Both leads as they were before the merge",
  required: ["target", "source"],
  properties: { target: rowSchema(LEADS), source: rowSchema(LEADS) },
};
