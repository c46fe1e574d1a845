import type { ResourceDef } from "../../resources/index.js";
import { isOrdered, isTextual } from "./field-kinds.js";
import type { JsonSchema } from "./json-schema.js";
import { MAX_PAGE_SIZE } from "./list-query.js";

// The list's query string as documentation. Values carry no type (only `f`, which may repeat,
// is a list of strings) so the validator lets them through untouched: parseListQuery does the
// real checking and answers the precise 400s.
export function listQuerySchema(def: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = { ...pageQueryProperties(), ...sortQueryProperties(def.list.sorters) };
  if (def.list.search.length)
    properties.q = { description: `Contains, case- and accent-insensitive, in any of: ${def.list.search.join(", ")}` };
  for (const name of def.list.filters) {
    const field = def.fields[name];
    properties[name] = {
      type: "array",
      items: { type: "string" },
      description: "Equals; repeated means any of the values",
    };
    properties[`${name}_ne`] = { description: "Not equal" };
    if (isOrdered(field)) {
      properties[`${name}_gte`] = { description: "Greater than or equal" };
      properties[`${name}_lte`] = { description: "Less than or equal" };
    }
    if (isTextual(field)) properties[`${name}_like`] = { description: "Contains, case- and accent-insensitive" };
  }
  return { type: "object", properties };
}

/**
 * `_start` and `_end`, described but untyped: parsePage checks them, with the generic lists'
 * messages, on every list route.
 */
export function pageQueryProperties(size = MAX_PAGE_SIZE): Record<string, JsonSchema> {
  return {
    _start: { description: "Offset of the first row (default 0)" },
    _end: {
      description: `Offset after the last row; at most ${MAX_PAGE_SIZE} rows per page (default _start + ${size})`,
    },
  };
}

/** `_sort` and `_order`, checked by parseSort. */
export function sortQueryProperties(sorters: readonly string[]): Record<string, JsonSchema> {
  return {
    _sort: { description: `Comma-separated fields, among: ${sorters.join(", ")}` },
    _order: { description: "Comma-separated asc|desc, one per _sort field (or one for all)" },
  };
}
