import { sql, type RawBuilder, type SqlBool } from "kysely";
import { OVERDUE_FILTER, type ResourceDef } from "../../resources/index.js";
import { badRequest } from "../errors.js";
import { fieldExpression } from "./field-sql.js";
import type { JsonSchema } from "./json-schema.js";

// List filters computed from several fields, declared by the resource rather than written per
// screen: `overdue=true|false` on a resource that declares `overdue` (resources/kit/overdue.ts).
// They are taken out of the query before parseListQuery, which knows only field filters.

export interface DerivedFilters {
  rest: Record<string, unknown>;
  where: RawBuilder<SqlBool>[];
}

export function takeDerivedFilters(def: ResourceDef, raw: Record<string, unknown> | null | undefined): DerivedFilters {
  const query = raw ?? {};
  if (!def.overdue || !Object.hasOwn(query, OVERDUE_FILTER)) return { rest: query, where: [] };
  const { [OVERDUE_FILTER]: value, ...rest } = query;
  const list = Array.isArray(value) ? value : [value];
  if (list.length !== 1 || typeof list[0] !== "string") throw badRequest("errors:invalidFilterValue", { field: OVERDUE_FILTER });
  const text = list[0].trim();
  // An emptied filter input still sends its key: no filter.
  if (text === "") return { rest, where: [] };
  if (text !== "true" && text !== "false") throw badRequest("errors:invalidFilterValue", { field: OVERDUE_FILTER });
  const overdue = overdueCondition(def);
  return { rest, where: [text === "true" ? overdue : sql<SqlBool>`not ${overdue}`] };
}

/** Past its date (before today) and not done; never null, so "not overdue" holds rows without a date. */
export function overdueCondition(def: ResourceDef): RawBuilder<SqlBool> {
  const rule = def.overdue!;
  const date = fieldExpression(def, rule.date);
  const notDone =
    "set" in rule.doneWhen
      ? sql<SqlBool>`${fieldExpression(def, rule.doneWhen.set)} is null`
      : sql<SqlBool>`coalesce(${fieldExpression(def, rule.doneWhen.reaches.field)}, 0) < ${rule.doneWhen.reaches.value}`;
  return sql<SqlBool>`coalesce(${date} < current_date and ${notDone}, false)`;
}

/** The list's query string documentation with the derived filters the resource declares. */
export function withDerivedFilterDocs(def: ResourceDef, schema: JsonSchema): JsonSchema {
  if (!def.overdue) return schema;
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  properties[OVERDUE_FILTER] = { description: `true: ${def.overdue.date} before today and not done; false: every other row` };
  return { ...schema, properties };
}
