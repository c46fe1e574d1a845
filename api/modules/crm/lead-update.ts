import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { changedFields, recordAudit } from "../../audit/record-audit.js";
import { asSqlValues } from "../../crud/list-values.js";
import { runBeforeWrite } from "../../crud/write-hooks.js";
import { findRow, type Row } from "../../crud/read-rows.js";
import { LEADS } from "./lead-access.js";
import { leadChangeEvents } from "./lead-change-events.js";
import { recordLeadEvents, type LeadEvent } from "./lead-events.js";
import { refreshScores } from "./lead-score.js";
import type { Database } from "../../db/schema.js";

/**
 * One server-side change of a lead (convert, mark lost, reopen, merge), in the caller's
 * transaction with the row locked as `before`: the same rules and board places (the write hooks'
 * beforeWrite), timeline entries, activity log and score as an edit, plus `extra` timeline
 * entries. Answers the row as written.
 */
export async function updateLead(
  trx: Kysely<Database>,
  request: FastifyRequest,
  before: Row,
  values: Record<string, unknown>,
  extra: Omit<LeadEvent, "leadId" | "actorId">[] = [],
): Promise<Row> {
  const id = Number(before.id);
  await runBeforeWrite({ trx, def: LEADS, action: "edit", request, values, before });
  await trx
    .updateTable("leads")
    .set({ ...asSqlValues(LEADS, values), version: sql`version + 1`, updated_at: sql`now()` })
    .where("id", "=", id)
    .execute();
  const after = (await findRow(trx, LEADS, id))!;
  const actorId = request.auth?.id ?? null;
  await recordLeadEvents(trx, [
    ...(await leadChangeEvents(trx, before, after, actorId)),
    ...extra.map((e) => ({ ...e, leadId: id, actorId })),
  ]);
  await recordAudit(trx, request, {
    action: "update",
    resource: LEADS.name,
    recordId: id,
    ...changedFields(before, after),
  });
  await refreshScores(trx, [id]);
  return (await findRow(trx, LEADS, id))!;
}
