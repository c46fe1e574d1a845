import { sql, type RawBuilder, type SqlBool } from "kysely";
import { OVERDUE_FILTER, SLA_FILTER, SLA_FILTER_VALUES, type ResourceDef } from "../../resources/index.js";
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
  let rest = raw ?? {};
  const where: RawBuilder<SqlBool>[] = [];
  if (def.overdue && Object.hasOwn(rest, OVERDUE_FILTER)) {
    const { [OVERDUE_FILTER]: value, ...others } = rest;
    rest = others;
    const text = singleValue(OVERDUE_FILTER, value, ["true", "false"]);
    const overdue = overdueCondition(def);
    if (text) where.push(text === "true" ? overdue : sql<SqlBool>`not ${overdue}`);
  }
  if (def.sla && Object.hasOwn(rest, SLA_FILTER)) {
    const { [SLA_FILTER]: value, ...others } = rest;
    rest = others;
    const text = singleValue(SLA_FILTER, value, SLA_FILTER_VALUES);
    if (text) where.push(slaCondition(def, text as (typeof SLA_FILTER_VALUES)[number]));
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

/** Running (not done, not paused) and past the warn point (at risk, not yet breached) or the due. */
function slaCondition(def: ResourceDef, value: (typeof SLA_FILTER_VALUES)[number]): RawBuilder<SqlBool> {
  const clock = def.sla!;
  const running = sql<SqlBool>`${fieldExpression(def, clock.doneAt)} is null and ${fieldExpression(def, clock.pausedAt)} is null`;
  const due = fieldExpression(def, clock.dueAt);
  if (value === "breached") return sql<SqlBool>`(${running} and ${due} <= now())`;
  return sql<SqlBool>`(${running} and ${fieldExpression(def, clock.warnAt)} <= now() and ${due} > now())`;
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

/** The list's query string documentation with the derived filters the resource declares. */
export function withDerivedFilterDocs(def: ResourceDef, schema: JsonSchema): JsonSchema {
  if (!def.overdue && !def.sla) return schema;
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  if (def.overdue) properties[OVERDUE_FILTER] = { description: `true: ${def.overdue.date} before today and not done; false: every other row` };
  if (def.sla) properties[SLA_FILTER] = { description: `at_risk: running and past ${def.sla.warnAt} (75 % spent); breached: running and past ${def.sla.dueAt}` };
  return { ...schema, properties };
}
