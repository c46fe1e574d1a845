import { sql, type RawBuilder, type SqlBool } from "kysely";
import { OVERDUE_FILTER } from "../../resources/index.js";
import type { FlagCondition, ResourceDef } from "../../resources/index.js";
import { badRequest } from "../errors.js";
import { conditionOf, fieldExpression } from "./field-sql.js";
import type { JsonSchema } from "./json-schema.js";
import { rulesOf, type RuleFilterTable } from "./rule-filters.js";

// List filters computed from several fields, declared by the resource rather than written per
// screen: `overdue=true|false` on a resource that declares `overdue` (resources/kit/overdue.ts),
// `<flag>=true|false` (`flags`), and the rules an area writes for its `ruleFilters`
// (rule-filters.ts: a ticket's `sla=at_risk|breached`).
// They are taken out of the query before parseListQuery, which knows only field filters.

export interface DerivedFilters {
  rest: Record<string, unknown>;
  where: RawBuilder<SqlBool>[];
}

export function takeDerivedFilters(
  def: ResourceDef,
  raw: Record<string, unknown> | null | undefined,
  rules: RuleFilterTable,
): DerivedFilters {
  let rest = raw ?? {};
  const where: RawBuilder<SqlBool>[] = [];
  const take = (name: string, allowed: readonly string[]): string => {
    const { [name]: value, ...others } = rest;
    rest = others;
    return singleValue(name, value, allowed);
  };
  if (def.overdue && Object.hasOwn(rest, OVERDUE_FILTER)) {
    const text = take(OVERDUE_FILTER, ["true", "false"]);
    const overdue = overdueCondition(def);
    if (text) where.push(text === "true" ? overdue : sql<SqlBool>`not ${overdue}`);
  }
  for (const [name, rule] of rulesOf(rules, def)) {
    if (!Object.hasOwn(rest, name)) continue;
    const text = take(name, def.ruleFilters![name].values);
    if (text) where.push(rule.condition(text));
  }
  for (const name of Object.keys(def.flags ?? {})) {
    if (!Object.hasOwn(rest, name)) continue;
    const text = take(name, ["true", "false"]);
    if (text) where.push(text === "true" ? flagCondition(def, name) : sql<SqlBool>`not ${flagCondition(def, name)}`);
  }
  return { rest, where };
}

// One value among the allowed ones; an emptied filter input still sends its key: no filter ("").
function singleValue(field: string, value: unknown, allowed: readonly string[]): string {
  const list = Array.isArray(value) ? value : [value];
  if (list.length !== 1 || typeof list[0] !== "string") throw badRequest("errors:invalidFilterValue", { field });
  const text = list[0].trim();
  if (text !== "" && !allowed.includes(text)) throw badRequest("errors:invalidFilterValue", { field });
  return text;
}

/** Past its date (before today) and not done; never null, so "not overdue" holds rows without a date. */
export function overdueCondition(def: ResourceDef): RawBuilder<SqlBool> {
  const rule = def.overdue!;
  const date = fieldExpression(def, rule.date);
  const done = rule.doneWhen;
  const notDone =
    "set" in done
      ? sql<SqlBool>`${fieldExpression(def, done.set)} is null`
      : "settled" in done
        ? sql<SqlBool>`coalesce(${fieldExpression(def, done.settled)}, 0) > 0`
        : sql<SqlBool>`coalesce(${fieldExpression(def, done.reaches.field)}, 0) < ${done.reaches.value}`;
  return sql<SqlBool>`coalesce(${date} < current_date and ${notDone}, false)`;
}

/** Every condition of a declared flag at once; never null. */
export function flagCondition(def: ResourceDef, name: string): RawBuilder<SqlBool> {
  const parts = def.flags![name].map((c) => conditionOf(def, c));
  return sql<SqlBool>`coalesce(${sql.join(parts, sql` and `)}, false)`;
}

/** The list's query string documentation with the derived filters the resource declares. */
export function withDerivedFilterDocs(def: ResourceDef, schema: JsonSchema, rules: RuleFilterTable): JsonSchema {
  const ruled = rulesOf(rules, def);
  if (!def.overdue && !ruled.size && !def.flags) return schema;
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const [name, rule] of ruled) properties[name] = { description: rule.description };
  for (const [name, conditions] of Object.entries(def.flags ?? {}))
    properties[name] = {
      description: `true: ${conditions.map(describeCondition).join(" and ")}; false: every other row`,
    };
  if (def.overdue)
    properties[OVERDUE_FILTER] = {
      description: `true: ${def.overdue.date} before today and not done; false: every other row`,
    };
  return { ...schema, properties };
}

function describeCondition(c: FlagCondition): string {
  if ("empty" in c) return `${c.field} ${c.empty ? "empty" : "set"}`;
  if ("is" in c) return `${c.field} ${c.is}`;
  if ("equals" in c) return `${c.field} = ${c.equals}`;
  if ("above" in c) return `${c.field} > ${c.above}`;
  return `${c.field}'s ${c.referenced.field} ${c.referenced.is}`;
}
