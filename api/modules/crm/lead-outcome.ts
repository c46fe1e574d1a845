import type { Kysely } from "kysely";
import type { Outcome } from "../../../resources/crm/crm-options.js";
import { fieldError } from "../../errors.js";
import type { Database } from "../../db/schema.js";

// One truth about where a lead stands (docs/product.md#product-rules): its status and its stage mean the same
// outcome (open, won or lost). A write that says where the lead goes (a status, a stage, or
// `outcome` itself: convert, lose, reopen) decides; the other side follows, to the first active
// status or stage of that outcome by its order. The database refuses any row where they differ
// (migration 0019), so a path that forgot this rule fails loudly instead of contradicting itself.

type Values = Record<string, unknown>;

export interface Stage {
  id: number;
  pipeline_id: number;
  win_probability: number;
  rotting_days: number | null;
  outcome: Outcome;
}

const STAGE_COLUMNS = ["s.id", "s.pipeline_id", "s.win_probability", "s.rotting_days", "s.outcome"] as const;

export async function stageById(trx: Kysely<Database>, id: number): Promise<Stage | undefined> {
  const row = await trx
    .selectFrom("pipeline_stages as s")
    .select(STAGE_COLUMNS)
    .where("s.id", "=", id)
    .executeTakeFirst();
  return row as Stage | undefined;
}

async function statusOutcome(trx: Kysely<Database>, id: number): Promise<Outcome | undefined> {
  const row = await trx.selectFrom("lead_statuses").select("outcome").where("id", "=", id).executeTakeFirst();
  return row?.outcome as Outcome | undefined;
}

/** The first active status of `outcome`; null when there is no active status at all (leads wait without one). */
async function statusFor(trx: Kysely<Database>, outcome: Outcome): Promise<number | null> {
  const rows = await trx
    .selectFrom("lead_statuses")
    .select(["id", "outcome"])
    .where("active", "=", true)
    .orderBy("order")
    .orderBy("id")
    .execute();
  const found = rows.find((r) => r.outcome === outcome);
  if (found) return found.id;
  if (rows.length) throw fieldError("lead_status_id", `crm:outcome.noStatus.${outcome}`);
  return null;
}

/** The pipeline a new lead goes to without one: the first active one that has an active stage. */
async function firstPipeline(trx: Kysely<Database>): Promise<number | null> {
  const row = await trx
    .selectFrom("pipelines as p")
    .select("p.id")
    .where("p.active", "=", true)
    .where((eb) => {
      const stages = eb.selectFrom("pipeline_stages as s").select("s.id").whereRef("s.pipeline_id", "=", "p.id");
      return eb.exists(stages.where("s.active", "=", true));
    })
    .orderBy("p.order")
    .orderBy("p.id")
    .executeTakeFirst();
  return row ? row.id : null;
}

/** The first active stage of `outcome` in the pipeline; null when it has no active stage at all. */
async function stageFor(trx: Kysely<Database>, pipelineId: number, outcome: Outcome): Promise<Stage | null> {
  const rows = (await trx
    .selectFrom("pipeline_stages as s")
    .select(STAGE_COLUMNS)
    .where("s.pipeline_id", "=", pipelineId)
    .where("s.active", "=", true)
    .orderBy("s.order")
    .orderBy("s.id")
    .execute()) as Stage[];
  const found = rows.find((s) => s.outcome === outcome);
  if (found) return found;
  if (rows.length) throw fieldError("stage_id", `crm:outcome.noStage.${outcome}`);
  return null;
}

const given = (values: Values, before: Values | undefined, column: string) =>
  Object.hasOwn(values, column) ? values[column] : before?.[column];

/** Whether the write sets `column` to a value it did not hold (on create: sets it at all). */
function changes(values: Values, before: Values | undefined, column: string): boolean {
  const value = values[column];
  return Object.hasOwn(values, column) && value !== null && value !== undefined && value !== before?.[column];
}

/**
 * Completes `values` (keyed by column) so the lead's status and stage agree: sets `outcome`, and
 * the status, pipeline and stage that follow from it.
 */
export async function agreeOnOutcome(trx: Kysely<Database>, values: Values, before?: Values): Promise<void> {
  const byStatus = changes(values, before, "lead_status_id")
    ? await statusOutcome(trx, Number(values.lead_status_id))
    : undefined;
  const movedStage = changes(values, before, "stage_id") ? await stageById(trx, Number(values.stage_id)) : undefined;
  const told = values.outcome as Outcome | undefined;
  const pipelineMoved =
    before !== undefined
    && Object.hasOwn(values, "pipeline_id")
    && values.pipeline_id !== before.pipeline_id
    && !Object.hasOwn(values, "stage_id");
  // Nothing that says where the lead stands: status and stage agree already (the database sees to it).
  if (before && !told && !byStatus && !movedStage && !pipelineMoved) return;
  if (!told && byStatus && movedStage && byStatus !== movedStage.outcome) {
    throw fieldError("stage_id", "crm:outcome.disagree");
  }
  const kept = (before?.outcome as Outcome | undefined) || "open";
  const outcome: Outcome = told ?? byStatus ?? movedStage?.outcome ?? kept;
  if (before?.converted_client_id && outcome !== "won") {
    throw fieldError(Object.hasOwn(values, "stage_id") ? "stage_id" : "lead_status_id", "crm:outcome.converted");
  }
  values.outcome = outcome;

  const status = given(values, before, "lead_status_id") as number | null | undefined;
  if (status === null || status === undefined) {
    if (!before) values.lead_status_id = await statusFor(trx, outcome);
  } else if ((byStatus ?? (await statusOutcome(trx, Number(status)))) !== outcome) {
    values.lead_status_id = await statusFor(trx, outcome);
  }

  // A pipeline chosen without its stage starts over in it; a new lead without one goes to the first.
  const stageId = pipelineMoved ? null : (given(values, before, "stage_id") as number | null | undefined);
  if (stageId !== null && stageId !== undefined) {
    const stage = movedStage ?? (await stageById(trx, Number(stageId)));
    if (!stage) return;
    const next = stage.outcome === outcome ? stage : await stageFor(trx, stage.pipeline_id, outcome);
    Object.assign(values, { pipeline_id: stage.pipeline_id, ...(next !== stage && { stage_id: next?.id ?? null }) });
    return;
  }
  if (before && !pipelineMoved) return;
  const chosen = given(values, before, "pipeline_id") as number | null | undefined;
  const pipelineId = chosen ?? (before ? null : await firstPipeline(trx));
  if (pipelineId === null || pipelineId === undefined) {
    if (pipelineMoved) values.stage_id = null;
    return;
  }
  const next = await stageFor(trx, Number(pipelineId), outcome);
  Object.assign(values, { pipeline_id: pipelineId, stage_id: next?.id ?? null });
}
