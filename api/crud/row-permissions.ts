import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { FastifyRequest } from "fastify";
import { can, type ResourceDef } from "../../resources/index.js";
import { requireUser } from "../plugins/auth.js";
import { rowScopeFor, scopeCondition } from "./row-scope.js";
import type { Database } from "../db/schema.js";

// Per-row permissions sent with every row read (`_can: { edit, delete }`), so a screen offers
// Edit and Delete only where the write would be accepted. Each is the very condition the write
// narrows by (scopeCondition with the edit or delete scope), evaluated as a column: a commercial
// user who works on a project but does not manage it reads `edit: false` on it.
export const ROW_PERMISSIONS_FIELD = "_can";
const WRITE_ACTIONS = ["edit", "delete"] as const;

/** The `_can` column of a read by this request's user. */
export async function rowPermissionsFor(
  db: Kysely<Database>,
  def: ResourceDef,
  request: FastifyRequest,
): Promise<AliasedRawBuilder<unknown, string>> {
  const roles = requireUser(request).roles;
  const parts: RawBuilder<unknown>[] = [];
  for (const action of WRITE_ACTIONS) {
    const allowed: RawBuilder<SqlBool> = can(def, roles, action)
      ? scopeCondition(def, await rowScopeFor(db, def, request, action))
      : sql<SqlBool>`false`;
    parts.push(sql`${action}::text`, sql`coalesce(${allowed}, false)`);
  }
  return sql`json_build_object(${sql.join(parts)})`.as(ROW_PERMISSIONS_FIELD);
}
