import { sql, type RawBuilder, type SqlBool } from "kysely";
import { projects } from "../../../resources/projects/projects.js";
import { fieldExpression } from "../../crud/field-sql.js";
import type { RuleFilterSql } from "../../crud/rule-filters.js";

// A project at risk (`at_risk=true|false` on its list, the dashboard's count): its progress behind
// the share of its time already gone, or more hours spent than estimated.

const field = (name: keyof typeof projects.fields & string) => fieldExpression(projects, name);

/** The share (0–100) of the project's time gone, today against its start and end; null without both dates. */
export function elapsedPercent(): RawBuilder<number | null> {
  const [from, to] = [field("start_date"), field("end_date")];
  return sql<number | null>`(case when ${from} is null or ${to} is null then null
    when current_date >= ${to} then 100 when current_date <= ${from} then 0
    else floor(100.0 * (current_date - ${from}) / (${to} - ${from}))::int end)`;
}

/** Progress behind the time gone. */
export function behindCondition(): RawBuilder<SqlBool> {
  return sql<SqlBool>`coalesce(coalesce(${field("progress")}, 0) < ${elapsedPercent()}, false)`;
}

/** More hours spent than estimated. */
export function overHoursCondition(): RawBuilder<SqlBool> {
  const estimated = field("estimated_hours");
  return sql<SqlBool>`coalesce(${estimated} > 0 and coalesce(${field("actual_hours")}, 0) > ${estimated}, false)`;
}

export function atRiskCondition(): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${behindCondition()} or ${overHoursCondition()})`;
}

export const RISK_FILTER: RuleFilterSql = {
  resource: projects.name,
  name: "at_risk",
  condition: (value) => (value === "true" ? atRiskCondition() : sql<SqlBool>`not ${atRiskCondition()}`),
  description:
    "true: progress behind the time gone from start_date to end_date, or actual_hours over estimated_hours; "
    + "false: every other row",
};
