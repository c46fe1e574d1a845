import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { can, RESOURCES, type ResourceDef } from "../../resources/index.js";
import { requireUser } from "../plugins/auth.js";
import { rowScopeFor, type RowScopeValue } from "./row-scope.js";
import type { Database } from "../db/schema.js";

// A count field (projects per state, tasks per state) is the company's figure: staff who may list
// the counted rows get it whole; a client, who may read the states to see its own boards, gets
// none (null), so the company's numbers never leave it. Counting only each reader's rows would
// run the row scope on every counted row: 300 ms for tasks per state at 50,000 tasks.
/** Per count field: whether this reader gets it. */
export type CountScopes = Record<string, boolean>;

function countedResource(table: string): ResourceDef | undefined {
  return RESOURCES.find((r) => r.table === table);
}

/** Which count fields of `def` this request gets; undefined when it has none. */
export async function countScopesFor(
  db: Kysely<Database>,
  def: ResourceDef,
  request: FastifyRequest,
): Promise<CountScopes | undefined> {
  const fields = Object.entries(def.fields).filter(([, f]) => f.count);
  if (fields.length === 0) return undefined;
  const roles = requireUser(request).roles;
  const scopes: CountScopes = {};
  for (const [name, f] of fields) {
    const counted = countedResource(f.count!.table);
    // A table no declaration owns has no row scope: its count is shown.
    scopes[name] =
      !counted
      || (can(counted, roles, "list")
        && (isStaff(await rowScopeFor(db, counted, request, "list"))
          || followsCounter(counted, def, f.count!.foreignKey)));
  }
  return scopes;
}

// Rows that follow the counting row (a message's files) are seen exactly when it is: whoever
// reads the row may have their number.
function followsCounter(counted: ResourceDef, def: ResourceDef, foreignKey: string): boolean {
  const parent = counted.scope?.parent;
  return parent?.resource === def.name && parent.field === foreignKey && !counted.scope?.internal;
}

function isStaff(scope: RowScopeValue): boolean {
  return scope.kind === "all" || (scope.kind === "related" && scope.role === "commercial");
}
