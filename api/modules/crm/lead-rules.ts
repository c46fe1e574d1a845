import { sql, type Kysely } from "kysely";
import { normalizePhone } from "./phone.js";

// What the server keeps right on every write of a lead, whoever writes it (a form, a board move,
// an import, the website's form): a status and a stage to sit in, the phone in E.164 for the
// duplicate check, and the stage clock: when it entered its stage, when it starts rotting there,
// the stage's win probability unless the write sets one, and lost or not.

type Values = Record<string, unknown>;

interface Stage {
  id: number;
  pipeline_id: number;
  win_probability: number;
  rotting_days: number | null;
  lost: boolean;
}

async function firstStatus(trx: Kysely<any>): Promise<number | null> {
  const row = await trx.selectFrom("lead_statuses").select("id").where("active", "=", true).orderBy("order").orderBy("id").executeTakeFirst();
  return (row?.id as number | undefined) ?? null;
}

async function firstStage(trx: Kysely<any>, pipelineId: number | null): Promise<Stage | undefined> {
  let query = trx
    .selectFrom("pipeline_stages as s")
    .innerJoin("pipelines as p", "p.id", "s.pipeline_id")
    .select(["s.id", "s.pipeline_id", "s.win_probability", "s.rotting_days", "s.lost"])
    .where("s.active", "=", true)
    .where("p.active", "=", true);
  if (pipelineId !== null) query = query.where("s.pipeline_id", "=", pipelineId);
  return (await query.orderBy("p.order").orderBy("p.id").orderBy("s.order").orderBy("s.id").executeTakeFirst()) as Stage | undefined;
}

async function stageById(trx: Kysely<any>, id: number): Promise<Stage | undefined> {
  return (await trx.selectFrom("pipeline_stages").select(["id", "pipeline_id", "win_probability", "rotting_days", "lost"]).where("id", "=", id).executeTakeFirst()) as Stage | undefined;
}

/**
 * Completes `values` (keyed by column) in place before a lead is inserted (`before` absent) or
 * updated. References were checked already; a missing default (no status at all) is a 422.
 */
export async function applyLeadRules(trx: Kysely<any>, values: Values, before?: Values): Promise<void> {
  if (Object.hasOwn(values, "phone")) {
    // Any text is kept as typed (extensions, notes); only a real number takes part in duplicates.
    values.phone_e164 = normalizePhone(values.phone as string | null);
  }
  if (!before) {
    // With no status defined yet, a lead waits without one (off the status board).
    if (values.lead_status_id === undefined || values.lead_status_id === null) values.lead_status_id = await firstStatus(trx);
    if (values.stage_id === undefined || values.stage_id === null) {
      const stage = await firstStage(trx, (values.pipeline_id as number | undefined) ?? null);
      if (stage) Object.assign(values, { pipeline_id: stage.pipeline_id, stage_id: stage.id });
    }
  } else if (Object.hasOwn(values, "pipeline_id") && values.pipeline_id !== before.pipeline_id && !Object.hasOwn(values, "stage_id")) {
    const stage = values.pipeline_id === null ? undefined : await firstStage(trx, values.pipeline_id as number);
    values.stage_id = stage?.id ?? null;
  }
  const stageMoved = !before ? values.stage_id !== undefined : Object.hasOwn(values, "stage_id") && values.stage_id !== before.stage_id;
  if (!stageMoved) return;
  const stage = values.stage_id ? await stageById(trx, values.stage_id as number) : undefined;
  values.stage_changed_at = sql`now()`;
  values.rotting_at = stage?.rotting_days ? sql`now() + make_interval(days => ${stage.rotting_days})` : null;
  if (stage && !Object.hasOwn(values, "probability")) values.probability = stage.lost ? 0 : stage.win_probability;
  const wasLost = Boolean(before?.lost_at);
  if (stage?.lost && !wasLost) values.lost_at = sql`now()`;
  if (!stage?.lost && wasLost) Object.assign(values, { lost_at: null, lost_reason: Object.hasOwn(values, "lost_reason") ? values.lost_reason : null });
}

/** A stage's rotting days changed: its leads' rotting time follows, counted from when they entered it. */
export async function restartRotting(trx: Kysely<any>, stageId: number, days: number | null): Promise<void> {
  await sql`update leads set rotting_at = ${days ? sql`stage_changed_at + make_interval(days => ${days})` : null} where stage_id = ${stageId}`.execute(trx);
}
