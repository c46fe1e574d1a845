import { sql, type SqlBool } from "kysely";
import { tickets } from "../../../../resources/support/tickets.js";
import { fieldExpression } from "../../../crud/field-sql.js";
import type { RuleFilterSql } from "../../../crud/rule-filters.js";

// A ticket's resolution clock on its list (`sla=at_risk|breached`, the dashboard's counts): running
// (not resolved, not paused) and past its warning (75 % spent) but not its due time, or past it.

const field = (name: keyof typeof tickets.fields & string) => fieldExpression(tickets, name);

export const SLA_FILTER: RuleFilterSql = {
  resource: tickets.name,
  name: "sla",
  condition: (value) => {
    const running = sql<SqlBool>`${field("resolved_at")} is null and ${field("sla_paused_at")} is null`;
    const due = field("resolution_due_at");
    if (value === "breached") return sql<SqlBool>`(${running} and ${due} <= now())`;
    return sql<SqlBool>`(${running} and ${field("resolution_warn_at")} <= now() and ${due} > now())`;
  },
  description:
    "at_risk: running and past resolution_warn_at (75 % spent); breached: running and past resolution_due_at",
};
