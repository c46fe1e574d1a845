import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { can, getResource, type Action } from "../../../resources/index.js";
import { forbidden, notFound } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { pathId } from "../../crud/input-guard.js";
import { findRow, type Row } from "../../crud/read-rows.js";
import { rowScopeFor } from "../../crud/row-scope.js";

// The lead page's endpoints act on one lead: whoever may do `action` on leads, on a lead in their
// scope (a commercial user: their own or an unassigned one); any other id is a 404.
export const LEADS = getResource("leads")!;

export async function leadFor(db: Kysely<any>, request: FastifyRequest, action: Action, id = pathId(request), lock = false): Promise<Row> {
  if (!can(LEADS, requireUser(request).roles, action)) throw forbidden();
  const lead = await findRow(db, LEADS, id, await rowScopeFor(db, LEADS, request, action), lock);
  if (!lead) throw notFound();
  return lead;
}

/** Guard for the routes: the action on leads at all (403 before anything is read). */
export function leadsGuard(action: Action) {
  return async (request: FastifyRequest) => {
    if (!can(LEADS, requireUser(request).roles, action)) throw forbidden();
  };
}
