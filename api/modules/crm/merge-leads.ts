import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { writableFields } from "../../../resources/index.js";
import { recordAudit } from "../../audit/record-audit.js";
import { fieldError } from "../../errors.js";
import type { Row } from "../../crud/read-rows.js";
import { leadFor, LEADS } from "./lead-access.js";
import { updateLead } from "./lead-update.js";
import { rawRows, type RawRow } from "./merge-snapshot.js";
import type { Database } from "../../db/schema.js";

// Two leads become one: the fields the user takes from the source, and everything that
// happened to the source (its timeline, activities, requests, and the answers the target lacks)
// move to the target; the source is deleted. The snapshot holds what undo needs for 24 hours.

/** The fields a merge can take, in the declaration's order. */
export const MERGEABLE = writableFields(LEADS).map(([name]) => name);

// A stage belongs to its pipeline: taking one takes the other.
const TOGETHER = [["pipeline_id", "stage_id"]];

export interface MergeSnapshot {
  source: RawRow;
  /** The target's values the merge replaced. */
  target: Record<string, unknown>;
  moved: { events: number[]; activities: number[]; requests: number[]; answers: number[] };
  /** The source's answers to questions the target had answered: deleted with the source. */
  droppedAnswers: RawRow[];
}

export function mergePreview(target: Row, source: Row) {
  return {
    target,
    source,
    fields: MERGEABLE.map((field) => ({
      field,
      target: target[field] ?? null,
      source: source[field] ?? null,
      differs: JSON.stringify(target[field] ?? null) !== JSON.stringify(source[field] ?? null),
    })),
  };
}

async function idsOf(trx: Kysely<Database>, table: string, where: ReturnType<typeof sql>): Promise<number[]> {
  const { rows } = await sql<{
    id: number;
  }>`select a.id::int as id from ${sql.table(table)} as a where ${where} order by a.id`.execute(trx);
  return rows.map((r) => r.id);
}

export async function mergeLeads(
  trx: Kysely<Database>,
  request: FastifyRequest,
  targetId: number,
  sourceId: number,
  take: readonly string[],
): Promise<{ merge_id: number; lead: Row }> {
  if (targetId === sourceId) throw fieldError("source_id", "crm:merge.same");
  // Both locked, the lower id first, so two opposite merges cannot deadlock.
  const [first, second] = targetId < sourceId ? [targetId, sourceId] : [sourceId, targetId];
  const locked = new Map([
    [first, await leadFor(trx, request, "edit", first, true)],
    [second, await leadFor(trx, request, "edit", second, true)],
  ]);
  const target = locked.get(targetId)!;
  const source = locked.get(sourceId)!;
  const fields = new Set(take);
  for (const group of TOGETHER) if (group.some((f) => fields.has(f))) group.forEach((f) => fields.add(f));

  const answerClash = sql`a.lead_id = ${sourceId} and exists (select 1 from lead_answers t where t.lead_id = ${targetId}
    and (t.question_id = a.question_id or t.financial_question_id = a.financial_question_id))`;
  const snapshot: MergeSnapshot = {
    source: (await rawRows(trx, "leads", "id", [sourceId]))[0],
    target: Object.fromEntries([...fields].map((f) => [f, target[f] ?? null])),
    moved: {
      events: await idsOf(trx, "lead_events", sql`a.lead_id = ${sourceId}`),
      activities: await idsOf(trx, "lead_activities", sql`a.lead_id = ${sourceId}`),
      requests: await idsOf(trx, "lead_requests", sql`a.lead_id = ${sourceId}`),
      answers: await idsOf(trx, "lead_answers", sql`a.lead_id = ${sourceId} and not (${answerClash})`),
    },
    droppedAnswers: await rawRows(trx, "lead_answers", "id", await idsOf(trx, "lead_answers", answerClash)),
  };
  const { id: mergeId } = await trx
    .insertInto("lead_merges")
    .values({
      target_id: targetId,
      source_id: sourceId,
      user_id: request.auth!.id,
      snapshot: sql`cast(${JSON.stringify(snapshot)} as jsonb)`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  for (const [table, ids] of [
    ["lead_events", snapshot.moved.events],
    ["lead_activities", snapshot.moved.activities],
    ["lead_requests", snapshot.moved.requests],
    ["lead_answers", snapshot.moved.answers],
  ] as const) {
    if (ids.length)
      await sql`update ${sql.table(table)} set lead_id = ${targetId} where id = any(cast(${`{${ids.join(",")}}`} as
        bigint[]))`.execute(trx);
  }
  await trx.deleteFrom("leads").where("id", "=", sourceId).execute();
  await recordAudit(trx, request, {
    action: "delete",
    resource: LEADS.name,
    recordId: sourceId,
    before: { ...source, merged_into: targetId },
  });
  const values = Object.fromEntries([...fields].map((f) => [f, source[f] ?? null]));
  const lead = await updateLead(trx, request, target, values, [
    { kind: "merged", data: { merge_id: mergeId, source_id: sourceId, source_name: source.name } },
  ]);
  return { merge_id: mergeId, lead };
}
