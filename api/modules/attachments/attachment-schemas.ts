import type { ResourceDef } from "../../../resources/index.js";
import { errorSchema, rowSchema, type JsonSchema } from "../../crud/json-schema.js";
import { INT4_MAX } from "../../crud/field-kinds.js";

// The two routes of an attachments resource as documentation. The multipart form is read by
// the handler (its schema only documents it); the download answers bytes, not JSON.

const ERRORS: Record<number, string> = {
  400: "Invalid id",
  401: "Not signed in, or the session expired",
  403: "The user's roles do not allow this action",
  404: "No row with this id the user may read, or its file is gone",
  413: "File over 10 MB",
  415: "Not a multipart/form-data body",
  422:
    "Invalid fields: { message, errors: { field: [messages] } } (owner missing or out of reach, file missing or of "
    + "a type not allowed)",
};

export function errors(...codes: number[]): Record<number, JsonSchema> {
  return Object.fromEntries(codes.map((c) => [c, { ...errorSchema, description: ERRORS[c] }]));
}

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function uploadSchema(def: ResourceDef): JsonSchema {
  const owner = def.attachments!.owner;
  return {
    tags: [def.area],
    summary: `Upload one of ${def.name}`,
    operationId: `${camel(def.name)}_create`,
    description:
      `multipart/form-data with the field \`${owner}\` first, then \`file\`: PNG, JPG, PDF or DOCX (told by its `
      + `content, not its name), at most 10 MB.`,
    body: {
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: [owner, "file"],
            properties: {
              [owner]: {
                type: "integer",
                minimum: 1,
                maximum: INT4_MAX,
                description: `id of ${def.fields[owner].reference}`,
              },
              file: { type: "string", format: "binary", description: "PNG, JPG, PDF or DOCX, at most 10 MB" },
            },
          },
        },
      },
    },
    response: {
      201: { ...rowSchema(def), description: "The uploaded file's row" },
      ...errors(401, 403, 413, 415, 422),
    },
  };
}

export function downloadSchema(def: ResourceDef, params: JsonSchema): JsonSchema {
  return {
    tags: [def.area],
    summary: `Download the file of one of ${def.name}`,
    operationId: `${camel(def.name)}_download`,
    description:
      "The stored bytes with their type and the original name (Content-Disposition: attachment), to whoever may "
      + "show the row.",
    params,
    response: {
      200: {
        description: "The file",
        content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
      },
      ...errors(400, 401, 403, 404),
    },
  };
}
