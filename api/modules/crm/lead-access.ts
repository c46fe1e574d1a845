import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Action } from "../../../resources/index.js";
import { accessGuard } from "../../plugins/access.js";
import { pathId } from "../../crud/input-guard.js";
import type { Row } from "../../crud/read-rows.js";
import { rowInScope } from "../../crud/row-in-scope.js";
import type { Database } from "../../db/schema.js";
import { leads } from "../../../resources/crm/leads.js";

// The lead page's endpoints act on one lead: whoever may do `action` on leads, on a lead in their
// scope (a commercial user: their own or an unassigned one); any other id is a 404.
export const LEADS = leads;

export function leadFor(
  db: Kysely<Database>,
  request: FastifyRequest,
  action: Action,
  id = pathId(request),
  lock = false,
): Promise<Row> {
  return rowInScope(db, LEADS, request, action, id, lock);
}

/** Guard for the routes: the action on leads at all (403 before anything is read). */
export const leadsGuard = (action: Action) => accessGuard(LEADS, action);
