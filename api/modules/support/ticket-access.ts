import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import type { Action } from "../../../resources/index.js";
import { changedFields, recordAudit } from "../../audit/record-audit.js";
import { accessGuard } from "../../plugins/access.js";
import { pathId } from "../../crud/input-guard.js";
import { asSqlValues } from "../../crud/list-values.js";
import { findRow, type Row } from "../../crud/read-rows.js";
import { readViewFor } from "../../crud/reference-scope.js";
import { rowInScope } from "../../crud/row-in-scope.js";
import { runAfterWrite, runBeforeWrite } from "../../crud/write-hooks.js";
import { forReader } from "../../crud/staff-only.js";
import type { Database } from "../../db/schema.js";
import { tickets } from "../../../resources/support/tickets.js";

// The ticket page's endpoints act on one ticket: whoever may do `action` on tickets, on a ticket
// in their scope (a commercial user: one assigned to them; a client: one of their client's);
// any other id is a 404.
export const TICKETS = tickets;

export function ticketFor(
  db: Kysely<Database>,
  request: FastifyRequest,
  action: Action,
  id = pathId(request),
  lock = false,
): Promise<Row> {
  return rowInScope(db, TICKETS, request, action, id, lock);
}

/** The action on tickets at all (403 before anything is read). */
export const ticketsGuard = (action: Action) => accessGuard(TICKETS, action);

/**
 * One server-side change of a ticket (close, merge, rating) in the caller's transaction, with
 * the row locked as `before`: the same rules and hooks as an edit, and the activity log.
 */
export async function updateTicket(
  trx: Kysely<Database>,
  request: FastifyRequest,
  before: Row,
  values: Record<string, unknown>,
): Promise<Row> {
  const id = Number(before.id);
  const event = { trx, def: TICKETS, action: "edit" as const, request, values, before };
  await runBeforeWrite(event);
  await trx
    .updateTable("tickets")
    .set({ ...asSqlValues(TICKETS, values), version: sql`version + 1`, updated_at: sql`now()` })
    .where("id", "=", id)
    .execute();
  const after = (await findRow(trx, TICKETS, id))!;
  await runAfterWrite({ ...event, after });
  await recordAudit(trx, request, {
    action: "update",
    resource: TICKETS.name,
    recordId: id,
    ...changedFields(before, after),
  });
  return forReader(
    TICKETS,
    request,
    (await findRow(trx, TICKETS, id, undefined, false, await readViewFor(trx, TICKETS, request)))!,
  );
}
