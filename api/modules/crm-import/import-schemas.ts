import { errorSchema, idParamsSchema, type JsonSchema } from "../../crud/json-schema.js";
import { duplicateSchema } from "../crm/duplicates-route.js";
import { MAPPABLE_FIELDS } from "../../../resources/crm/lead-import-fields.js";
import { MAX_HEADER } from "./sheet.js";

// The import's routes as documentation and as body validation (docs/crm-api.md, Import).

const ERRORS: Record<number, string> = {
  400: "Invalid id: { data, message }",
  401: "Not signed in, or the session expired",
  403: "The user may not create leads",
  404: "No import with this id that the user may see",
  409: "Already run (run), not run or already undone (undo)",
  413: "File over 10 MB",
  415: "Not a multipart/form-data body (upload) or not JSON",
  422: "Invalid fields or file: { message, errors: { field: [messages] } }",
};

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, { ...errorSchema, description: ERRORS[c] }]));
const doc = (summary: string, description?: string) => ({
  tags: ["crm"],
  summary,
  ...(description && { description }),
});

const mappingSchema: JsonSchema = {
  type: "object",
  additionalProperties: false,
  description: "Lead field → header of the file's column that feeds it (null or absent: not imported)",
  properties: Object.fromEntries(MAPPABLE_FIELDS.map((f) => [f, { type: ["string", "null"], maxLength: MAX_HEADER }])),
};
const mappingAnswer: JsonSchema = {
  type: "object",
  properties: Object.fromEntries(MAPPABLE_FIELDS.map((f) => [f, { type: "string" }])),
};

const fileDuplicate: JsonSchema = {
  type: "object",
  description: "An earlier row of the same file with the same email or phone",
  properties: {
    row: { type: "integer" },
    name: { type: ["string", "null"] },
    reasons: { type: "array", items: { type: "string", enum: ["email", "phone"] } },
  },
  required: ["row"],
};
// Told apart by `id` (an existing lead) or `row` (an earlier row of the file).
const leadDuplicate: JsonSchema = { ...duplicateSchema, description: "An existing lead", required: ["id"] };

const importAnswer: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    filename: { type: "string" },
    status: { type: "string", enum: ["uploaded", "imported", "undone"] },
    columns: { type: "array", items: { type: "string" } },
    total: { type: "integer", description: "Data rows (blank rows left out)" },
    sample: {
      type: "array",
      items: { type: "array", items: { type: "string" } },
      description: "The first rows' cells",
    },
    mapping: { ...mappingAnswer, description: "A guess from the headers" },
    imported: { type: "integer" },
    created_at: { type: "string" },
    imported_at: { type: ["string", "null"] },
  },
};

const listItem: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    filename: { type: "string" },
    status: { type: "string", enum: ["uploaded", "imported", "undone"] },
    total: { type: "integer" },
    imported: { type: "integer" },
    user_id: { type: ["integer", "null"] },
    user_name: { type: ["string", "null"] },
    created_at: { type: "string" },
    imported_at: { type: ["string", "null"] },
  },
};

export const uploadSchema: JsonSchema = {
  ...doc(
    "Uploads a CSV or XLSX file of leads",
    "multipart/form-data with one field `file`: CSV (`,` or `;`, UTF-8 or Windows-1252) or XLSX (its first "
      + "sheet), told by its content; at most 10 MB and 5,000 data rows. Answers the columns, a sample and a guessed "
      + "mapping.",
  ),
  body: {
    content: {
      "multipart/form-data": {
        schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" } } },
      },
    },
  },
  response: { 201: importAnswer, ...errors(401, 403, 413, 415, 422) },
};

export const showSchema: JsonSchema = {
  ...doc("One import: its columns, sample, guessed mapping and status"),
  params: idParamsSchema,
  response: { 200: importAnswer, ...errors(400, 401, 403, 404) },
};

export const listSchema: JsonSchema = {
  ...doc("The 50 latest imports (own; admins every one), newest first"),
  response: { 200: { type: "array", items: listItem }, ...errors(401, 403) },
};

export const dryRunSchema: JsonSchema = {
  ...doc(
    "Checks every row under a mapping, writing nothing",
    "Answers the counts and the rows with a problem only; `row` counts from 1 under the header.",
  ),
  params: idParamsSchema,
  body: { type: "object", additionalProperties: false, required: ["mapping"], properties: { mapping: mappingSchema } },
  response: {
    200: {
      type: "object",
      properties: {
        total: { type: "integer" },
        valid: { type: "integer" },
        invalid: { type: "integer" },
        duplicates: { type: "integer", description: "Rows that repeat an existing lead or an earlier row" },
        rows: {
          type: "array",
          items: {
            type: "object",
            properties: {
              row: { type: "integer" },
              values: { type: "object", additionalProperties: { type: "string" } },
              errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
              duplicates: { type: "array", items: { anyOf: [leadDuplicate, fileDuplicate] } },
            },
          },
        },
      },
    },
    ...errors(400, 401, 403, 404, 422),
  },
};

export const runSchema: JsonSchema = {
  ...doc(
    "Imports the rows in one transaction",
    "Any invalid row without `skip_invalid` is a 422 and nothing is imported; `skip_duplicates` leaves out rows "
      + "that repeat a lead or an earlier row.",
  ),
  params: idParamsSchema,
  body: {
    type: "object",
    additionalProperties: false,
    required: ["mapping"],
    properties: {
      mapping: mappingSchema,
      skip_duplicates: { type: "boolean", default: false },
      skip_invalid: { type: "boolean", default: false },
    },
  },
  response: {
    200: { type: "object", properties: { imported: { type: "integer" }, skipped: { type: "integer" } } },
    ...errors(400, 401, 403, 404, 409, 422),
  },
};

export const undoSchema: JsonSchema = {
  ...doc(
    "Deletes the leads an import created",
    "Their activities, answers and timelines go with them; a second undo is a 409.",
  ),
  params: idParamsSchema,
  response: {
    200: { type: "object", properties: { removed: { type: "integer" } } },
    ...errors(400, 401, 403, 404, 409),
  },
};
