import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Action } from "../../../resources/index.js";
import { accessGuard } from "../../plugins/access.js";
import { pathId } from "../../crud/input-guard.js";
import { rowInScope } from "../../crud/row-in-scope.js";
import type { Row } from "../../crud/read-rows.js";
import type { Database } from "../../db/schema.js";
import { invoices } from "../../../resources/billing/invoices.js";

export const INVOICES = invoices;

// The invoice page's endpoints act on one invoice in the reader's scope (a client: one of their
// client's issued invoices); any other id is a 404, as on the generic routes.
export function invoiceFor(
  db: Kysely<Database>,
  request: FastifyRequest,
  action: Action,
  lock = false,
  id = pathId(request),
): Promise<Row> {
  return rowInScope(db, INVOICES, request, action, id, lock);
}

export const invoicesGuard = (action: Action) => accessGuard(INVOICES, action);
