import type { FieldDef } from "../../../../resources/index.js";

// The order the API promises, restated in JS: text case- and accent-free by code point, nulls
// last when ascending (PostgreSQL's default), booleans false before true.
export function sortKey(field: FieldDef, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return value;
  const text = String(value);
  const textual = ["string", "text", "email", "color", "icon", "enum"].includes(field.type);
  return textual
    ? text
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
    : text;
}

export function compareKeys(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** The first pair of neighbours out of order, or null when the list respects the order. */
export function firstDisorder(field: FieldDef, values: unknown[], order: "asc" | "desc"): [unknown, unknown] | null {
  for (let i = 1; i < values.length; i++) {
    const c = compareKeys(sortKey(field, values[i - 1]), sortKey(field, values[i]));
    if (order === "asc" ? c > 0 : c < 0) return [values[i - 1], values[i]];
  }
  return null;
}
