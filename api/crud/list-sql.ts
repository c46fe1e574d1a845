import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { ResourceDef } from "../../resources/index.js";
import { datetimeCondition } from "./datetime-filter.js";
import { fieldExpression, sortExpressions } from "./field-sql.js";
import type { FilterValue } from "./filter-value.js";
import type { Filter, ListQuery, Sort } from "./list-query.js";
import { referenceFilterCondition } from "./reference-filter.js";
import type { ReadView } from "./reference-scope.js";

// Turns a parsed ListQuery into WHERE and ORDER BY. Values are always parameters; names were
// checked against the declaration by parseListQuery and are rendered by sql.ref.

type AnySelect = SelectQueryBuilder<any, any, any>;

export function applyFilters<Q extends AnySelect>(
  qb: Q,
  def: ResourceDef,
  query: Pick<ListQuery, "filters" | "search">,
  view?: ReadView,
): Q {
  let out = qb;
  for (const filter of query.filters) out = out.where(condition(def, filter, view)) as Q;
  if (query.search !== undefined && def.list.search.length) {
    const text = query.search;
    const anyField = def.list.search.map((field) => contains(fieldExpression(def, field, view), text));
    out = out.where(sql<SqlBool>`(${sql.join(anyField, sql` or `)})`) as Q;
  }
  return out;
}

export function applySort<Q extends AnySelect>(qb: Q, def: ResourceDef, sort: Sort[], view?: ReadView): Q {
  const wanted = sort.length ? sort : [def.list.defaultSort];
  // id last makes every order total, so pages never repeat or skip rows.
  const withId = wanted.some((s) => s.field === "id") ? wanted : [...wanted, { field: "id", order: "asc" as const }];
  let out = qb;
  for (const { field, order } of withId) {
    for (const expr of sortExpressions(def, field, view)) out = out.orderBy(expr, order) as Q;
  }
  return out;
}

function condition(def: ResourceDef, filter: Filter, view?: ReadView): RawBuilder<SqlBool> {
  const type = def.fields[filter.field]?.type;
  if (type === "references") return listCondition(def, filter, view);
  if (type === "tags") return tagsCondition(def, filter, view);
  if (
    type === "enum"
    && def.fields[filter.field].unknown
    && (filter.op === "eq" || filter.op === "in" || filter.op === "ne")
  )
    return enumCondition(def, filter, view);
  const reference = referenceFilterCondition(def, filter, view);
  if (reference) return reference;
  const expr = fieldExpression(def, filter.field, view);
  const instants = type === "datetime" ? datetimeCondition(expr, filter) : null;
  if (instants) return instants;
  const value = filter.value as FilterValue;
  switch (filter.op) {
    case "eq":
      return sql<SqlBool>`${expr} = ${value}`;
    case "in":
      return sql<SqlBool>`${expr} in (${sql.join(filter.value as FilterValue[])})`;
    case "ne":
      // A row without a value is also "not equal" to the value.
      return sql<SqlBool>`${expr} is distinct from ${value}`;
    case "gte":
      return sql<SqlBool>`${expr} >= ${value}`;
    case "lte":
      return sql<SqlBool>`${expr} <= ${value}`;
    case "like":
      return contains(expr, String(value));
  }
}

// A list of ids (a lead's services): "equals 3" means it holds 3; several values, any of them.
function listCondition(def: ResourceDef, filter: Filter, view?: ReadView): RawBuilder<SqlBool> {
  const expr = fieldExpression(def, filter.field, view);
  const ids = (Array.isArray(filter.value) ? filter.value : [filter.value]) as FilterValue[];
  const holds = sql<SqlBool>`${expr} && array[${sql.join(ids)}]::integer[]`;
  if (filter.op === "eq" || filter.op === "in") return holds;
  if (filter.op === "ne") return sql<SqlBool>`not ${holds}`;
  throw new Error(`Filter ${filter.op} on a list of ids`);
}

// An enum with an `unknown` value: that value stands for every stored value none of the options is.
function enumCondition(def: ResourceDef, filter: Filter, view?: ReadView): RawBuilder<SqlBool> {
  const field = def.fields[filter.field];
  const expr = fieldExpression(def, filter.field, view);
  const values = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(String);
  const known = values.filter((v) => v !== field.unknown);
  const parts: RawBuilder<SqlBool>[] = [];
  if (known.length) parts.push(sql<SqlBool>`${expr} in (${sql.join(known)})`);
  if (known.length < values.length) parts.push(sql<SqlBool>`${expr} not in (${sql.join([...field.options!])})`);
  const holds = sql<SqlBool>`coalesce(${sql.join(parts, sql` or `)}, false)`;
  return filter.op === "ne" ? sql<SqlBool>`not ${holds}` : holds;
}

// Labels (a ticket's tags) likewise: any of the values, passed as one text[] parameter.
function tagsCondition(def: ResourceDef, filter: Filter, view?: ReadView): RawBuilder<SqlBool> {
  const expr = fieldExpression(def, filter.field, view);
  const labels = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(String);
  const holds = sql<SqlBool>`${expr} && cast(${labels} as text[])`;
  if (filter.op === "eq" || filter.op === "in") return holds;
  if (filter.op === "ne") return sql<SqlBool>`not ${holds}`;
  throw new Error(`Filter ${filter.op} on labels`);
}

/** Case- and accent-free "contains"; the user's % and _ match themselves. */
export function contains(expr: RawBuilder<unknown>, text: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(text)}%`;
  return sql<SqlBool>`unaccent_lower(cast(${expr} as text)) like unaccent_lower(${pattern}) escape '\\'`;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
