import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { can, type Action, type ResourceDef } from "../../resources/index.js";
import { forbidden, notFound } from "../errors.js";
import { requireUser } from "../plugins/auth.js";
import { findRow, type Row } from "./read-rows.js";
import { rowScopeFor } from "./row-scope.js";
import type { Database } from "../db/schema.js";

/**
 * The row a module's endpoint acts on (a lead to convert, a ticket to close): whoever may do
 * `action` on the resource, on a row in their scope; any other id is a 404, as on the generic routes.
 */
export async function rowInScope(
  db: Kysely<Database>,
  def: ResourceDef,
  request: FastifyRequest,
  action: Action,
  id: number,
  lock = false,
): Promise<Row> {
  if (!can(def, requireUser(request).roles, action)) throw forbidden();
  const row = await findRow(db, def, id, await rowScopeFor(db, def, request, action), lock);
  if (!row) throw notFound();
  return row;
}
