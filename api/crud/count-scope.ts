import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { can, RESOURCES, type ResourceDef } from "../../resources/index.js";
import { requireUser } from "../plugins/auth.js";
import { rowScopeFor, type RowScopeValue } from "./row-scope.js";

// A count field (projects per state, tasks per state) counts only the rows its reader may list:
// a client reading the project states learns how many of its own projects are in each, not how
// many the company has. null: the reader may not list the counted rows at all, so no count.
export type CountScopes = Record<string, RowScopeValue | null>;

export function countedResource(table: string): ResourceDef | undefined {
  return RESOURCES.find((r) => r.table === table);
}

/** The scope of each count field of `def` for this request; undefined when it has none. */
export async function countScopesFor(db: Kysely<any>, def: ResourceDef, request: FastifyRequest): Promise<CountScopes | undefined> {
  const fields = Object.entries(def.fields).filter(([, f]) => f.count);
  if (fields.length === 0) return undefined;
  const roles = requireUser(request).roles;
  const scopes: CountScopes = {};
  for (const [name, f] of fields) {
    const counted = countedResource(f.count!.table);
    // A table no declaration owns has no row scope: its count stays whole.
    if (!counted) continue;
    scopes[name] = can(counted, roles, "list") ? await rowScopeFor(db, counted, request, "list") : null;
  }
  return scopes;
}
