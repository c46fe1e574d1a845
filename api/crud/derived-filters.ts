import { sql, type RawBuilder, type SqlBool } from "kysely";
import { AT_RISK_FILTER, OVERDUE_FILTER, SLA_FILTER, SLA_FILTER_VALUES } from "../../resources/index.js";
import type { FlagCondition, ResourceDef } from "../../resources/index.js";
import { badRequest } from "../errors.js";
import { conditionOf, fieldExpression } from "./field-sql.js";
import type { JsonSchema } from "./json-schema.js";

// List filters computed from several fields, declared by the resource rather than written per
// screen: `overdue=true|false` on a resource that declares `overdue` (resources/kit/overdue.ts),
// `sla=at_risk|breached` (`sla`), `at_risk=true|false` (`risk`) and `<flag>=true|false` (`flags`).
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
  const yesNo: [string, () => RawBuilder<SqlBool>][] = [
    ...(def.risk ? [[AT_RISK_FILTER, () => atRiskCondition(def)] as [string, () => RawBuilder<SqlBool>]] : []),
    ...Object.keys(def.flags ?? {}).map((name): [string, () => RawBuilder<SqlBool>] => [
      name,
      () => flagCondition(def, name),
    ]),
  ];
  for (const [name, build] of yesNo) {
    if (!Object.hasOwn(rest, name)) continue;
    const { [name]: value, ...others } = rest;
    rest = others;
    const text = singleValue(name, value, ["true", "false"]);
    if (text) where.push(text === "true" ? build() : sql<SqlBool>`not ${build()}`);
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
export function slaCondition(def: ResourceDef, value: (typeof SLA_FILTER_VALUES)[number]): RawBuilder<SqlBool> {
  const clock = def.sla!;
  const running = sql<SqlBool>`${fieldExpression(def, clock.doneAt)} is null and ${fieldExpression(def, clock.pausedAt)}
    is null`;
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

/** Every condition of a declared flag at once; never null. */
export function flagCondition(def: ResourceDef, name: string): RawBuilder<SqlBool> {
  const parts = def.flags![name].map((c) => conditionOf(def, c));
  return sql<SqlBool>`coalesce(${sql.join(parts, sql` and `)}, false)`;
}

/** The share (0–100) of a plan's time already gone, today against its start and end; null without both dates. */
export function elapsedPercent(def: ResourceDef): RawBuilder<number | null> {
  const { start, end } = def.risk!;
  const [from, to] = [fieldExpression(def, start), fieldExpression(def, end)];
  return sql<
    number | null
  >`(case when ${from} is null or ${to} is null then null when current_date >= ${to} then 100 when current_date <=
    ${from} then 0
    else floor(100.0 * (current_date - ${from}) / (${to} - ${from}))::int end)`;
}

/** Progress behind the time gone (RiskDef). */
export function behindCondition(def: ResourceDef): RawBuilder<SqlBool> {
  return sql<SqlBool>`coalesce(coalesce(${fieldExpression(def, def.risk!.progress)}, 0) < ${elapsedPercent(def)},
    false)`;
}

/** More hours spent than estimated (RiskDef). */
export function overHoursCondition(def: ResourceDef): RawBuilder<SqlBool> {
  const estimated = fieldExpression(def, def.risk!.estimated);
  return sql<SqlBool>`coalesce(${estimated} > 0 and coalesce(${fieldExpression(def, def.risk!.actual)}, 0) >
    ${estimated}, false)`;
}

export function atRiskCondition(def: ResourceDef): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${behindCondition(def)} or ${overHoursCondition(def)})`;
}

/** The list's query string documentation with the derived filters the resource declares. */
export function withDerivedFilterDocs(def: ResourceDef, schema: JsonSchema): JsonSchema {
  if (!def.overdue && !def.sla && !def.risk && !def.flags) return schema;
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  if (def.risk)
    properties[AT_RISK_FILTER] = {
      description:
        `true: ${def.risk.progress} behind the time gone from ${def.risk.start} to ${def.risk.end}, or `
        + `${def.risk.actual} over ${def.risk.estimated}; false: every other row`,
    };
  for (const [name, conditions] of Object.entries(def.flags ?? {}))
    properties[name] = {
      description: `true: ${conditions.map(describeCondition).join(" and ")}; false: every other row`,
    };
  if (def.overdue)
    properties[OVERDUE_FILTER] = {
      description: `true: ${def.overdue.date} before today and not done; false: every other row`,
    };
  if (def.sla)
    properties[SLA_FILTER] = {
      description:
        `at_risk: running and past ${def.sla.warnAt} (75 % ` + `spent); breached: running and past ${def.sla.dueAt}`,
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
