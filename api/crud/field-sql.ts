import { sql, type AliasedRawBuilder, type RawBuilder } from "kysely";
import { columnOf, type ResourceDef } from "../../resources/index.js";
import { isTextual } from "./field-kinds.js";

// The SQL of a field, always built from the declaration's names through sql.ref/sql.table, so a
// name sent by a client can only choose among declared fields, never reach the SQL text.
export function fieldExpression(def: ResourceDef, field: string): RawBuilder<unknown> {
  const f = def.fields[field];
  if (!f) throw new Error(`Resource ${def.name}: unknown field ${field}`);
  if (f.count) {
    const { table, foreignKey } = f.count;
    return sql`(select count(*)::int from ${sql.table(table)} where ${sql.ref(`${table}.${foreignKey}`)} = ${sql.ref(`${def.table}.id`)})`;
  }
  return sql.ref(`${def.table}.${columnOf(def, field)}`);
}

/** Every declared field under its API name: the shape of a row in every answer. */
export function selectList(def: ResourceDef): AliasedRawBuilder<unknown, string>[] {
  return Object.keys(def.fields).map((name) => fieldExpression(def, name).as(name));
}

/**
 * Text is ordered case- and accent-free, then by its exact bytes so equal-looking values keep a
 * stable order; "C" makes PGlite and any server agree whatever their locale.
 */
export function sortExpressions(def: ResourceDef, field: string): RawBuilder<unknown>[] {
  const expr = fieldExpression(def, field);
  if (!isTextual(def.fields[field])) return [expr];
  return [sql`unaccent_lower(${expr}) collate "C"`, sql`${expr} collate "C"`];
}
