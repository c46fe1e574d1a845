import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { conflict, notFound } from "../../errors.js";
import { findRow, type Row } from "../../crud/read-rows.js";
import { leadFor, LEADS } from "./lead-access.js";
import { updateLead } from "./lead-update.js";
import { restoreRows } from "./merge-snapshot.js";
import type { MergeSnapshot } from "./merge-leads.js";
import { refreshScores } from "./lead-score.js";
import type { Database } from "../../db/schema.js";

// Undoing a merge within 24 hours: the source comes back with its own id and rows, the target
// gets back the values it had. Later, or a second time, it is a 409.
export const UNDO_HOURS = 24;

export async function undoMerge(
  trx: Kysely<Database>,
  request: FastifyRequest,
  mergeId: number,
): Promise<{ target: Row; source: Row }> {
  const merge = await trx
    .selectFrom("lead_merges")
    .selectAll()
    .where("id", "=", mergeId)
    .forUpdate()
    .executeTakeFirst();
  if (!merge) throw notFound();
  const target = await leadFor(trx, request, "edit", merge.target_id, true);
  if (merge.undone_at) throw conflict("crm:merge.alreadyUndone");
  const { rows } = await sql<{
    late: boolean;
  }>`select ${merge.created_at} < now() - make_interval(hours => ${UNDO_HOURS}) as late`.execute(trx);
  if (rows[0].late) throw conflict("crm:merge.tooLate", { hours: UNDO_HOURS });
  const snapshot = merge.snapshot as MergeSnapshot;
  const sourceId = merge.source_id;
  if (await trx.selectFrom("leads").select("id").where("id", "=", sourceId).executeTakeFirst())
    throw conflict("crm:merge.alreadyUndone");

  await restoreRows(trx, "leads", [snapshot.source]);
  for (const [table, ids] of [
    ["lead_events", snapshot.moved.events],
    ["lead_activities", snapshot.moved.activities],
    ["lead_requests", snapshot.moved.requests],
    ["lead_answers", snapshot.moved.answers],
  ] as const) {
    if (ids.length)
      await sql`update ${sql.table(table)} set lead_id = ${sourceId} where id = any(cast(${`{${ids.join(",")}}`} as
        bigint[]))`.execute(trx);
  }
  await restoreRows(trx, "lead_answers", snapshot.droppedAnswers);
  await trx.updateTable("lead_merges").set({ undone_at: sql`now()` }).where("id", "=", mergeId).execute();
  const restored = await updateLead(trx, request, target, { ...snapshot.target }, [
    {
      kind: "merged",
      data: { merge_id: mergeId, source_id: sourceId, source_name: snapshot.source.name, undone: true },
    },
  ]);
  const source = (await findRow(trx, LEADS, sourceId))!;
  await recordAudit(trx, request, {
    action: "create",
    resource: LEADS.name,
    recordId: sourceId,
    after: { ...source, merge_undone: mergeId },
  });
  await refreshScores(trx, [sourceId]);
  return { target: restored, source: (await findRow(trx, LEADS, sourceId))! };
}
