import type { ErrorObject } from "ajv";
import { writableFields, type ResourceDef } from "../../resources/index.js";
import type { FieldError } from "../errors.js";
import { ajvToFieldErrors } from "../plugins/validation.js";
import { INPUT_LIMITS } from "../plugins/input-limits.js";
import { isNullable, takesStringInput } from "./field-kinds.js";
import { childDef, eachChild } from "./child-rows.js";

// Text is saved trimmed. An optional field left blank is saved as null (no value), and a
// required one left blank, or null, is "required", the message a form shows for an empty input.

/** Trims the body's text fields in place, before the schema sees them. */
export function normalizeBody(def: ResourceDef, body: unknown): void {
  if (!isPlainObject(body)) return;
  eachChild(def, body, (child, item) => normalizeBody(child, item));
  for (const [name, field] of writableFields(def)) {
    const value = body[name];
    if (field.type === "tags" && Array.isArray(value))
      body[name] = value.map((v) => (typeof v === "string" ? v.trim() : v));
    if (typeof value !== "string" || !takesStringInput(field)) continue;
    const trimmed = value.trim();
    body[name] = trimmed === "" && isNullable(field) ? null : trimmed;
  }
}

/** The 422's field errors: the schema's, with blank required fields and NUL characters made plain. */
export function bodyFieldErrors(
  def: ResourceDef,
  body: unknown,
  ajvErrors: ErrorObject[],
): Record<string, FieldError[]> {
  const errors = ajvToFieldErrors(ajvErrors);
  if (!isPlainObject(body)) return errors;
  for (const [name, field] of writableFields(def)) {
    const value = body[name];
    // A blank input is "required" whatever the field holds (a number typed as "   ").
    if (field.required && (value === null || (typeof value === "string" && value.trim() === "")))
      errors[name] = [{ key: "validation:required" }];
    // PostgreSQL text cannot hold U+0000: refuse it here rather than fail in the database.
    else if (hasNul(value)) errors[name] = [{ key: "validation:invalid" }];
  }
  const children = def.children;
  const items = children ? body[children.field] : undefined;
  if (children && Array.isArray(items)) {
    // Past a few dozen mistakes the answer names no more (plugins/errors.ts), and items past the
    // list's maximum are refused whole: neither is looked into.
    const count = Math.min(items.length, children.max);
    for (let i = 0; i < count && Object.keys(errors).length < INPUT_LIMITS.errors; i++) {
      const itemErrors = bodyFieldErrors(childDef(children), items[i], []);
      for (const [key, list] of Object.entries(itemErrors)) errors[`${children.field}.${i}.${key}`] ??= list;
    }
  }
  return errors;
}

/** Errors the schema cannot see (it has no way to say "no NUL character"). */
export function extraBodyErrors(def: ResourceDef, body: unknown): Record<string, FieldError[]> {
  return bodyFieldErrors(def, body, []);
}

function hasNul(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasNul);
  return typeof value === "string" && value.includes("\u0000");
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
