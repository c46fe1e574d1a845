import type { ResourceDef } from "../../resources/index.js";
import { errorSchema, idParamsSchema, rowSchema, type JsonSchema } from "./json-schema.js";

// The OpenAPI side of an image field's two routes (api/crud/image-routes.ts). The multipart form
// is read by the handler: its schema documents the form, its verdict is not used.

const ERRORS: Record<number, string> = {
  400: "Invalid id",
  401: "Not signed in, or the session expired",
  403: "The user's roles do not allow editing this resource, or this row",
  404: "No row with this id the user may reach",
  409: "Refused by a rule of the row (a write hook)",
  413: "File over 10 MB",
  415: "Not a multipart/form-data body",
  422: "The file is missing or not a PNG or JPG: { message, errors: { file: [messages] } }",
};

function errors(...codes: number[]): Record<number, JsonSchema> {
  return Object.fromEntries(codes.map((c) => [c, { ...errorSchema, description: ERRORS[c] }]));
}

function camel(name: string): string {
  return name.replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function imageUploadSchema(def: ResourceDef, field: string): JsonSchema {
  return {
    tags: [def.area],
    summary: `Upload the ${field} of one of ${def.name}`,
    operationId: `${camel(def.name)}_${camel(field)}Upload`,
    description:
      `multipart/form-data with one field \`file\`: PNG or JPG (told by its content, not its name), at most 10 MB. `
      + `The row's \`${field}\` becomes the stored file's path (files/images/<name>, served by GET `
      + `/api/files/images/<name>); the file it replaces is removed.`,
    params: idParamsSchema,
    body: {
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: ["file"],
            properties: { file: { type: "string", format: "binary", description: "PNG or JPG, at most 10 MB" } },
          },
        },
      },
    },
    response: {
      200: { ...rowSchema(def), description: "The updated row" },
      ...errors(400, 401, 403, 404, 409, 413, 415, 422),
    },
  };
}

export function imageClearSchema(def: ResourceDef, field: string): JsonSchema {
  return {
    tags: [def.area],
    summary: `Remove the ${field} of one of ${def.name}`,
    operationId: `${camel(def.name)}_${camel(field)}Clear`,
    description:
      `Sets the row's \`${field}\` to null and removes its ` + `stored file; a row without one is answered unchanged.`,
    params: idParamsSchema,
    response: { 200: { ...rowSchema(def), description: "The updated row" }, ...errors(400, 401, 403, 404, 409) },
  };
}
