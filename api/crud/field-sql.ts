import { sql, type AliasedRawBuilder, type RawBuilder } from "kysely";
import { columnOf, type FieldDef, type ResourceDef } from "../../resources/index.js";
import { isTextual } from "./field-kinds.js";
import type { CountScopes } from "./count-scope.js";

// The SQL of a field, always built from the declaration's names through sql.ref/sql.table, so a
// name sent by a client can only choose among declared fields, never reach the SQL text.
// `counts` says which count fields the reader gets (count-scope.ts: staff, not clients); without
// it every count is given, as the server's own reads need.
export function fieldExpression(def: ResourceDef, field: string, counts?: CountScopes): RawBuilder<unknown> {
  const f = def.fields[field];
  if (!f) throw new Error(`Resource ${def.name}: unknown field ${field}`);
  if (f.count) return countExpression(def, f.count, counts?.[field]);
  if (f.lookup) return lookupExpression(def, f.lookup);
  return sql.ref(`${def.table}.${columnOf(def, field)}`);
}

function countExpression(def: ResourceDef, count: NonNullable<FieldDef["count"]>, shown = true): RawBuilder<unknown> {
  if (!shown) return sql`null::int`;
  const { table, foreignKey } = count;
  return sql`(select count(*)::int from ${sql.table(table)} where ${sql.ref(`${table}.${foreignKey}`)} = ${sql.ref(`${def.table}.id`)})`;
}

// A value of another row, through the id this row holds (optionally one more hop); the
// aliases keep a lookup into the row's own table (users' full name) unambiguous.
function lookupExpression(def: ResourceDef, lookup: NonNullable<FieldDef["lookup"]>): RawBuilder<unknown> {
  const own = sql.ref(`${def.table}.${columnOf(def, lookup.via)}`);
  const parts = lookup.columns.map((c) => sql.ref(`lookup_row.${c}`));
  const value = parts.length === 1 ? parts[0] : sql`nullif(concat_ws(' ', ${sql.join(parts)}), '')`;
  if (!lookup.through) {
    return sql`(select ${value} from ${sql.table(lookup.table)} as lookup_row where lookup_row.id = ${own})`;
  }
  // Two nested lookups by primary key rather than a join: per row, a join of two small tables is
  // planned as a hash join rebuilt for every row (44 ms for a page of 20 projects on PGlite,
  // against 1 ms this way).
  const hop = sql`(select ${sql.ref(`lookup_hop.${lookup.through.via}`)} from ${sql.table(lookup.through.table)} as lookup_hop where lookup_hop.id = ${own})`;
  return sql`(select ${value} from ${sql.table(lookup.table)} as lookup_row where lookup_row.id = ${hop})`;
}

/** Every declared field under its API name: the shape of a row in every answer. */
export function selectList(def: ResourceDef, counts?: CountScopes): AliasedRawBuilder<unknown, string>[] {
  return Object.keys(def.fields).map((name) => fieldExpression(def, name, counts).as(name));
}

/**
 * Text is ordered case- and accent-free, then by its exact bytes so equal-looking values keep a
 * stable order; "C" makes PGlite and any server agree whatever their locale.
 */
export function sortExpressions(def: ResourceDef, field: string, counts?: CountScopes): RawBuilder<unknown>[] {
  const expr = fieldExpression(def, field, counts);
  if (!isTextual(def.fields[field])) return [expr];
  return [sql`unaccent_lower(${expr}) collate "C"`, sql`${expr} collate "C"`];
}
