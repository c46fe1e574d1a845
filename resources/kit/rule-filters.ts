import type { ResourceDef } from "./types.js";

// What the web and the API's checks read off a declared rule filter (RuleFilterDef); its SQL is
// the area's (api/crud/rule-filters.ts).

/**
 * The values of a rule that is a choice (a ticket's `sla=at_risk|breached`), which the filter bar
 * offers; none for a yes/no rule (`at_risk=true|false`, offered by links only) or an unknown name.
 */
export function ruleChoices(def: Pick<ResourceDef, "ruleFilters">, name: string): readonly string[] | undefined {
  const values = def.ruleFilters?.[name]?.values;
  const yesNo = values?.length === 2 && values.includes("true") && values.includes("false");
  return yesNo ? undefined : values;
}

/**
 * Whether a rule reads a field kept from outsiders (client users): they may not filter by it, since
 * the rows it keeps would tell that field as well as the field itself would.
 */
export function ruleReadsStaffOnly(def: Pick<ResourceDef, "ruleFilters" | "fields">, name: string): boolean {
  return (def.ruleFilters?.[name]?.reads ?? []).some((field) => def.fields[field]?.staffOnly);
}
