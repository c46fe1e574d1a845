import type { RawBuilder, SqlBool } from "kysely";
import type { ResourceDef } from "../../resources/index.js";

// The SQL of the list filters a declaration names in `ruleFilters` (a ticket's SLA clock, a
// project at risk): each is its area's code, given through the area's manifest, and the generic
// list, totals and export routes apply it (derived-filters.ts). A declared rule with no SQL, or
// SQL for a rule nobody declares, stops the app from being built.

export interface RuleFilterSql {
  resource: string;
  /** The filter's name in the declaration's `ruleFilters`, and in the query string. */
  name: string;
  /** The rows the value keeps (one of the declared values; "false" of a yes/no rule is handled here). */
  condition: (value: string) => RawBuilder<SqlBool>;
  /** The query string parameter's description in the OpenAPI document. */
  description: string;
}

/** The app's rule filters by resource and name. */
export type RuleFilterTable = ReadonlyMap<string, ReadonlyMap<string, RuleFilterSql>>;

declare module "fastify" {
  interface FastifyInstance {
    /** The rule filters of this app, from its manifests. */
    ruleFilters: RuleFilterTable;
  }
}

export function ruleFilterTable(resources: readonly ResourceDef[], entries: readonly RuleFilterSql[]): RuleFilterTable {
  const table = new Map<string, Map<string, RuleFilterSql>>();
  for (const entry of entries) {
    const def = resources.find((r) => r.name === entry.resource);
    if (!def?.ruleFilters?.[entry.name]) throw new Error(`Rule filter ${entry.resource}.${entry.name} is not declared`);
    const byName = table.get(entry.resource) ?? new Map<string, RuleFilterSql>();
    if (byName.has(entry.name)) throw new Error(`Rule filter ${entry.resource}.${entry.name} is given twice`);
    table.set(entry.resource, byName.set(entry.name, entry));
  }
  for (const def of resources) {
    for (const name of Object.keys(def.ruleFilters ?? {})) {
      if (!table.get(def.name)?.has(name))
        throw new Error(`Rule filter ${def.name}.${name} has no SQL in any manifest`);
    }
  }
  return table;
}

/** The rules of one resource, by name. */
export function rulesOf(table: RuleFilterTable, def: ResourceDef): ReadonlyMap<string, RuleFilterSql> {
  return table.get(def.name) ?? new Map();
}
