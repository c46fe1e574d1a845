import type { FieldDef, FieldType } from "../../resources/index.js";

// Which generic behaviours a field type takes part in: trimming, "contains" search and
// accent-free ordering only make sense for text; range filters for ordered values.
const TEXTUAL: ReadonlySet<FieldType> = new Set(["string", "text", "email", "color", "icon", "enum"]);
// A time of day ("HH:MM") orders like its text, so it takes ranges too.
const ORDERED: ReadonlySet<FieldType> = new Set([
  "string",
  "text",
  "email",
  "color",
  "icon",
  "enum",
  "integer",
  "number",
  "reference",
  "date",
  "datetime",
  "money",
  "time",
]);

export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

export function isTextual(field: FieldDef): boolean {
  return TEXTUAL.has(field.type) && !field.count;
}

export function isOrdered(field: FieldDef): boolean {
  return ORDERED.has(field.type);
}

/** Text that arrives from a client as a JSON string (trimmed before it is validated). */
export function takesStringInput(field: FieldDef): boolean {
  return isTextual(field) || field.type === "date" || field.type === "datetime" || field.type === "time";
}

/** A field with a default always holds a value, so only fields without one accept null. */
export function isNullable(field: FieldDef): boolean {
  if (isList(field)) return false;
  return !field.required && (field.default === undefined || field.default === null);
}

/** Fields held as a list (an integer, text or JSON array), never null: empty is "none". */
export function isList(field: FieldDef): boolean {
  return field.type === "references" || field.type === "tags" || field.type === "choices";
}
