import type { ResourceDef } from "./types.js";

// What the web and the API's checks read off a declared rule filter (RuleFilterDef); its SQL is
// the area's (api/crud/rule-filters.ts).

/** A yes/no rule (`at_risk=true|false`): links offer it, the filter bar does not; else a choice. */
export function isYesNoRule(def: Pick<ResourceDef, "ruleFilters">, name: string): boolean {
  const values = def.ruleFilters?.[name]?.values ?? [];
  return values.length === 2 && values.includes("true") && values.includes("false");
}

/**
 * Whether a rule reads a field kept from outsiders (client users): they may not filter by it, since
 * the rows it keeps would tell that field as well as the field itself would.
 */
export function ruleReadsStaffOnly(def: Pick<ResourceDef, "ruleFilters" | "fields">, name: string): boolean {
  return (def.ruleFilters?.[name]?.reads ?? []).some((field) => def.fields[field]?.staffOnly);
}
