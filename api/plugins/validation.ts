import Ajv, { type ErrorObject } from "ajv";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import type { FieldError } from "../errors.js";

// Bodies are validated strictly (no coercion, unknown fields refused); ids and query strings
// arrive as text and are coerced.
const bodyAjv = addFormats(new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false }));
const queryAjv = addFormats(new Ajv({ allErrors: true, coerceTypes: "array", removeAdditional: false, useDefaults: true, strict: false }));

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === "body" ? bodyAjv : queryAjv).compile(schema));
}

/** Turns Ajv's errors into the 422 contract: field → messages as i18n keys. */
export function ajvToFieldErrors(errors: ErrorObject[]): Record<string, FieldError[]> {
  const out: Record<string, FieldError[]> = {};
  const add = (field: string, error: FieldError) => (out[field || "_"] ??= []).push(error);
  for (const e of errors) {
    const field = e.instancePath.replace(/^\//, "").split("/")[0];
    const p = e.params as Record<string, any>;
    switch (e.keyword) {
      case "required":
        add(p.missingProperty, { key: "validation:required" });
        break;
      case "additionalProperties":
        add(p.additionalProperty, { key: "validation:unknownField", params: { field: p.additionalProperty } });
        break;
      case "minLength":
        add(field, { key: p.limit <= 1 ? "validation:required" : "validation:minLength", params: { min: p.limit } });
        break;
      case "maxLength":
        add(field, { key: "validation:maxLength", params: { max: p.limit } });
        break;
      case "minimum":
        add(field, { key: "validation:gte", params: { min: p.limit } });
        break;
      case "maximum":
        add(field, { key: "validation:lte", params: { max: p.limit } });
        break;
      case "format":
        add(field, { key: p.format === "email" ? "validation:email" : p.format === "date" ? "validation:date" : p.format === "date-time" ? "validation:dateTime" : "validation:invalid" });
        break;
      case "pattern":
        add(field, { key: /#\[0-9a-fA-F\]\{6\}/.test(p.pattern) ? "validation:color" : "validation:invalid" });
        break;
      case "enum":
        add(field, { key: "validation:oneOf" });
        break;
      case "type": {
        const type = String(p.type);
        add(field, { key: type.includes("integer") ? "validation:integer" : type.includes("number") ? "validation:number" : type.includes("boolean") ? "validation:boolean" : "validation:invalid" });
        break;
      }
      case "minProperties":
        add("_", { key: "validation:requiredItem" });
        break;
      default:
        add(field, { key: "validation:invalid" });
    }
  }
  return out;
}
