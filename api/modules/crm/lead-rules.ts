import { sql, type Kysely } from "kysely";
import { agreeOnOutcome, stageById } from "./lead-outcome.js";
import { normalizePhone } from "./phone.js";
import type { Database } from "../../db/schema.js";

// What the server keeps right on every write of a lead, whoever writes it (a form, a board move,
// an import, the website's form, convert, lose, reopen, merge): a status and a stage that agree on
// its outcome (lead-outcome.ts), the phone in E.164 for the duplicate check, and the stage clock:
// when it entered its stage, when it starts rotting there, and the stage's win probability unless
// the write sets one (none once lost). The database stamps when it was won or lost.

type Values = Record<string, unknown>;

/**
 * Completes `values` (keyed by column) in place before a lead is inserted (`before` absent) or
 * updated. References were checked already; a status or stage the outcome needs and that does
 * not exist is a 422.
 */
export async function applyLeadRules(trx: Kysely<Database>, values: Values, before?: Values): Promise<void> {
  if (Object.hasOwn(values, "phone")) {
    // Any text is kept as typed (extensions, notes); only a real number takes part in duplicates.
    values.phone_e164 = normalizePhone(values.phone as string | null);
  }
  await agreeOnOutcome(trx, values, before);
  const lost = (values.outcome ?? before?.outcome) === "lost";
  const wasLost = before?.outcome === "lost";
  if (wasLost && !lost && !Object.hasOwn(values, "lost_reason")) values.lost_reason = null;
  const stageMoved = !before
    ? values.stage_id !== undefined
    : Object.hasOwn(values, "stage_id") && values.stage_id !== before.stage_id;
  const lostNow = lost && !wasLost;
  if (!stageMoved) {
    if (lostNow && !Object.hasOwn(values, "probability")) values.probability = 0;
    return;
  }
  const stage = values.stage_id ? await stageById(trx, values.stage_id as number) : undefined;
  values.stage_changed_at = sql`now()`;
  values.rotting_at = stage?.rotting_days ? sql`now() + make_interval(days => ${stage.rotting_days})` : null;
  if (!Object.hasOwn(values, "probability") && (stage || lostNow)) {
    values.probability = lost || !stage ? 0 : stage.win_probability;
  }
}

/** A stage's rotting days changed: its leads' rotting time follows, counted from when they entered it. */
export async function restartRotting(trx: Kysely<Database>, stageId: number, days: number | null): Promise<void> {
  await sql`update leads set rotting_at = ${days ? sql`stage_changed_at + make_interval(days => ${days})` : null} where
    stage_id = ${stageId}`.execute(trx);
}
