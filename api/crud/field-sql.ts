import { sql, type AliasedRawBuilder, type RawBuilder, type SqlBool } from "kysely";
import { STAFF_ROLES, columnOf, getResource } from "../../resources/index.js";
import type { FieldDef, FlagCondition, ResourceDef } from "../../resources/index.js";
import { isTextual } from "./field-kinds.js";
import { shareOfSql } from "./money-sql.js";
import { referenced, throughTarget, type ReadView } from "./reference-scope.js";
import { narrows, scopeCondition } from "./row-scope.js";

// The SQL of a field, always built from the declaration's names through sql.ref/sql.table, so a
// name sent by a client can only choose among declared fields, never reach the SQL text.
// `view` says which count fields the reader gets (count-scope.ts: staff, not clients) and which
// referenced rows it may read (reference-scope.ts); without it every count and every looked-up
// value is given, as the server's own reads need.
export function fieldExpression(def: ResourceDef, field: string, view?: ReadView): RawBuilder<unknown> {
  const f = def.fields[field];
  if (!f) throw new Error(`Resource ${def.name}: unknown field ${field}`);
  if (f.count) return countExpression(def, f.count, view?.counts?.[field]);
  if (f.lookup) return lookupExpression(def, f.lookup, view);
  if (f.ratio) {
    return shareOfSql(fieldExpression(def, f.ratio.numerator, view), fieldExpression(def, f.ratio.denominator, view));
  }
  if (f.mapped) return mappedExpression(def, f.mapped, view);
  return sql.ref(`${def.table}.${columnOf(def, field)}`);
}

/** A flag's condition on a row: a field empty or set, true, above a value, or a referenced row's flag. */
export function conditionOf(def: ResourceDef, c: FlagCondition, view?: ReadView): RawBuilder<SqlBool> {
  const expr = fieldExpression(def, c.field, view);
  if ("empty" in c) return c.empty ? sql<SqlBool>`${expr} is null` : sql<SqlBool>`${expr} is not null`;
  if ("is" in c) return sql<SqlBool>`${expr} is ${c.is ? sql`true` : sql`not true`}`;
  if ("equals" in c) return sql<SqlBool>`coalesce(${expr} = ${c.equals}, false)`;
  if ("above" in c) return sql<SqlBool>`coalesce(${expr} > ${c.above}, false)`;
  const target = getResource(c.referenced.resource)!;
  const flag = sql.ref(`flag_row.${columnOf(target, c.referenced.field)}`);
  const row = sql.table(target.table);
  const value = sql<SqlBool>`coalesce((select ${flag} from ${row} as flag_row where flag_row.id = ${expr}), false)`;
  return c.referenced.is ? value : sql<SqlBool>`not ${value}`;
}

// The source's value told in the field's own words: the overrides first, then one branch per
// option, and what no option is (the source's unknown value) last. Literals come from the
// declaration only.
function mappedExpression(def: ResourceDef, mapped: NonNullable<FieldDef["mapped"]>, view?: ReadView) {
  const source = fieldExpression(def, mapped.from, view);
  const sourceDef = def.fields[mapped.from];
  const overrides = (mapped.overrides ?? []).map(
    (o) => sql`when ${source} = ${sql.lit(o.is)} and ${conditionOf(def, o.when, view)} then ${sql.lit(o.value)}`,
  );
  const options = (sourceDef.options ?? []).map(
    (o) => sql`when ${source} = ${sql.lit(o)} then ${sql.lit(mapped.values[o])}`,
  );
  const unknown = sourceDef.unknown ? sql.lit(mapped.values[sourceDef.unknown]) : sql`null`;
  return sql`(case ${sql.join([...overrides, ...options], sql` `)} else ${unknown} end)`;
}

/**
 * The condition that the row of `target` aliased `alias` is one the reader may read; null when
 * nothing narrows it (no view, or a reader who reads them all).
 */
export function readableCondition(
  target: ResourceDef | undefined,
  alias: string,
  view?: ReadView,
): RawBuilder<SqlBool> | null {
  if (!target || !view?.targets) return null;
  const scope = view.targets[target.name];
  if (scope === undefined) throw new Error(`No read scope for ${target.name}`);
  if (scope === null) return sql<SqlBool>`false`;
  return narrows(target, scope) ? scopeCondition(target, scope, alias) : null;
}

const and = (condition: RawBuilder<SqlBool> | null) => (condition ? sql`and ${condition}` : sql``);

function countExpression(def: ResourceDef, count: NonNullable<FieldDef["count"]>, shown = true): RawBuilder<unknown> {
  if (!shown) return sql`null::int`;
  const { table, foreignKey } = count;
  return sql`(select count(*)::int from ${sql.table(table)} where ${sql.ref(`${table}.${foreignKey}`)} =
    ${sql.ref(`${def.table}.id`)})`;
}

// A value of another row, through the id this row holds (optionally one more hop); the
// aliases keep a lookup into the row's own table (users' full name) unambiguous. Each row it
// passes through must be one the reader may read, or the value is null: the reader's scope on
// that row's resource is part of the lookup's own WHERE.
function lookupExpression(
  def: ResourceDef,
  lookup: NonNullable<FieldDef["lookup"]>,
  view?: ReadView,
): RawBuilder<unknown> {
  const own = sql.ref(`${def.table}.${columnOf(def, lookup.via)}`);
  const parts = lookup.columns.map((c) => sql.ref(`lookup_row.${c}`));
  const value = parts.length === 1 ? parts[0] : sql`nullif(concat_ws(' ', ${sql.join(parts)}), '')`;
  // "id" is the row itself, already in the reader's scope.
  const first = lookup.via === "id" ? undefined : referenced(def.fields[lookup.via]);
  if (!lookup.through) {
    assertTable(def, lookup.table, first);
    const readable = lookup.shown ? null : readableCondition(first, "lookup_row", view);
    const unnamed = lookup.teamUnnamed && view?.outsider ? notTeam("lookup_row") : null;
    const row = sql.table(lookup.table);
    return sql`(select ${value} from ${row} as lookup_row
      where lookup_row.id = ${own} ${and(readable)} ${and(unnamed)})`;
  }
  // Two nested lookups by primary key rather than a join: per row, a join of two small tables is
  // planned as a hash join rebuilt for every row (44 ms for a page of 20 projects on PGlite,
  // against 1 ms this way).
  const second = throughTarget(lookup);
  assertTable(def, lookup.through.table, first);
  assertTable(def, lookup.table, second);
  const hop = sql`(select ${sql.ref(`lookup_hop.${lookup.through.via}`)} from ${sql.table(lookup.through.table)} as
    lookup_hop where lookup_hop.id = ${own} ${and(readableCondition(first, "lookup_hop", view))})`;
  return sql`(select ${value} from ${sql.table(lookup.table)} as lookup_row where lookup_row.id = ${hop}
    ${and(readableCondition(second, "lookup_row", view))})`;
}

/** The user row aliased `alias` holds no staff role: it may be named to a client. */
function notTeam(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from user_roles as team_role
    join roles as team_name on team_name.id = team_role.role_id
    where team_role.user_id = ${sql.ref(`${alias}.id`)} and team_name.name in (${sql.join(STAFF_ROLES)}))`;
}

/** A lookup reads the table of the resource its reference names, or its scope would not apply. */
function assertTable(def: ResourceDef, table: string, target: ResourceDef | undefined): void {
  if (target && target.table !== table)
    throw new Error(`Resource ${def.name}: a lookup reads ${table} through a reference to ${target.name}`);
}

/** Every declared field under its API name: the shape of a row in every answer. */
// The select list of a resource for one reader's view, built once: the expressions are immutable
// and depend on nothing else, and building them (a subquery per reference and count) was a good
// part of the gap between a generated list and its hand-written floor (npm run bench).
const selectLists = new WeakMap<ResourceDef, Map<string, AliasedRawBuilder<unknown, string>[]>>();
const VIEWS_KEPT = 64;

export function selectList(def: ResourceDef, view?: ReadView): AliasedRawBuilder<unknown, string>[] {
  let byView = selectLists.get(def);
  if (!byView) selectLists.set(def, (byView = new Map()));
  const key = JSON.stringify(view ?? null);
  let list = byView.get(key);
  if (!list) {
    list = Object.keys(def.fields).map((name) => fieldExpression(def, name, view).as(name));
    // Row scopes carry ids, so views vary by reader: the oldest one goes first.
    if (byView.size >= VIEWS_KEPT) byView.delete(byView.keys().next().value!);
    byView.set(key, list);
  }
  return list;
}

/**
 * Text is ordered case- and accent-free, then by its exact bytes so equal-looking values keep a
 * stable order; "C" makes PGlite and any server agree whatever their locale.
 */
export function sortExpressions(def: ResourceDef, field: string, view?: ReadView): RawBuilder<unknown>[] {
  const expr = fieldExpression(def, field, view);
  if (!isTextual(def.fields[field])) return [expr];
  return [sql`unaccent_lower(${expr}) collate "C"`, sql`${expr} collate "C"`];
}
