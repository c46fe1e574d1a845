import { errorSchema } from "../crud/json-schema.js";

// The whole document, once the routes are in it: every error answer points at one shared schema
// (components.schemas.Error) instead of repeating it in each of several hundred answers.

const ERROR_REF = { $ref: "#/components/schemas/Error" };
const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];

export function finishDocument({ openapiObject }: { openapiObject: Record<string, any> }): Record<string, any> {
  let shared: Record<string, unknown> | undefined;
  for (const item of Object.values<Record<string, any>>(openapiObject.paths ?? {})) {
    for (const [method, operation] of Object.entries<any>(item)) {
      if (!METHODS.includes(method)) continue;
      for (const answer of Object.values<any>(operation.responses ?? {})) {
        for (const media of Object.values<any>(answer.content ?? {})) {
          if (media.schema?.title !== errorSchema.title) continue;
          // The schema as the document writes it (OpenAPI 3.0's nullable), without one answer's wording.
          const { description: _description, ...schema } = media.schema;
          shared ??= schema;
          media.schema = ERROR_REF;
        }
      }
    }
  }
  openapiObject.components = {
    ...openapiObject.components,
    schemas: { ...openapiObject.components?.schemas, ...(shared && { Error: shared }) },
  };
  return openapiObject;
}
