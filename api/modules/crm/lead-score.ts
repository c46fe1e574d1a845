import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { SCORE_PARTS, type ScoreBreakdown, type ScorePart } from "../../../resources/crm/lead-page-answers.js";

// A lead's score (0–100), kept in leads.score and refreshed by every write that feeds it: the
// questionnaire points, how complete its contact data is, how recent its last activity is, and
// its stage. Each part is a ratio from 0 to 1 times the weight admins give it (weights add up
// to 100), so the parts' points add up to the score.

export type ScoreWeights = Record<ScorePart, number>;

/** An activity this recent counts fully; one this old, or none, not at all; linear between. */
export const RECENT_DAYS = 7;
export const STALE_DAYS = 90;

export async function scoreWeights(db: Kysely<Database>): Promise<ScoreWeights> {
  const row = await db
    .selectFrom("lead_score_weights")
    .select(SCORE_PARTS)
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Object.fromEntries(SCORE_PARTS.map((k) => [k, row[k]])) as ScoreWeights;
}

// The four ratios of every lead in `ids` (all leads when null), in one statement.
function ratiosQuery(ids: readonly number[] | null) {
  const only = ids ? sql`leads.id = any(cast(${`{${ids.join(",")}}`} as integer[]))` : sql`true`;
  return sql`
    with questions as (
      select q.id, null::int as financial_id, q.options from lead_questions q where q.active and q.kind = 'enumerated'
      union all
      select null, f.id, f.options from lead_financial_questions f where f.active and f.kind = 'enumerated'
    ),
    possible as (
      select coalesce(sum((select max((o->>'points')::int) from jsonb_array_elements(questions.options) o)), 0) as
      points from questions
    ),
    got as (
      select a.lead_id, sum((o->>'points')::int) as points
      from lead_answers a
      join questions on questions.id = a.question_id or questions.financial_id = a.financial_question_id
      cross join lateral jsonb_array_elements(questions.options) o
      where o->>'id' = a.option_id and a.lead_id in (select id from leads where ${only})
      group by a.lead_id
    ),
    last_activity as (
      select act.lead_id, max(greatest(act.created_at, coalesce(act.done_at, act.created_at))) as at
      from lead_activities act where act.lead_id in (select id from leads where ${only}) group by act.lead_id
    )
    select leads.id,
      case when possible.points > 0 then least(1, coalesce(got.points, 0)::numeric / possible.points) else 0 end as
      questions,
      ((leads.email is not null)::int + (leads.phone is not null)::int + (leads.company is not null)::int
        + (leads.estimated_value is not null)::int + (leads.next_action_date is not null)::int + (leads.owner_id is not
        null)::int)::numeric / 6 as completeness,
      case when last_activity.at is null then 0
        else greatest(0, least(1, (${STALE_DAYS} - extract(epoch from now() - last_activity.at) / 86400)::numeric /
        (${STALE_DAYS - RECENT_DAYS}))) end as recency,
      case when leads.outcome = 'lost' or stage.id is null then 0 else stage.win_probability::numeric / 100 end as stage
    from leads
    cross join possible
    left join got on got.lead_id = leads.id
    left join last_activity on last_activity.lead_id = leads.id
    left join pipeline_stages stage on stage.id = leads.stage_id
    where ${only}`;
}

const scoreOf = (
  w: ScoreWeights,
) => sql`round(${w.questions} * r.questions + ${w.completeness} * r.completeness + ${w.recency} * r.recency + ${w.stage}
  *
    r.stage)::int`;

/** Recomputes the scores of these leads (all of them when null). Versions are left alone: a score is not an edit. */
export async function refreshScores(trx: Kysely<Database>, ids: readonly number[] | null): Promise<void> {
  if (ids && !ids.length) return;
  const weights = await scoreWeights(trx);
  await sql`
    update leads set score = ${scoreOf(weights)}
    from (${ratiosQuery(ids)}) r
    where leads.id = r.id and leads.score is distinct from ${scoreOf(weights)}`.execute(trx);
}

export async function scoreBreakdown(db: Kysely<Database>, leadId: number): Promise<ScoreBreakdown> {
  const weights = await scoreWeights(db);
  const { rows } = await sql<Record<ScorePart, number>>`select * from (${ratiosQuery([leadId])}) r`.execute(db);
  const ratios = rows[0] ?? { questions: 0, completeness: 0, recency: 0, stage: 0 };
  const parts = SCORE_PARTS.map((key) => {
    const ratio = Math.round(ratios[key] * 1000) / 1000;
    return { key, weight: weights[key], ratio, points: Math.round(weights[key] * ratios[key] * 10) / 10 };
  });
  const score = Math.round(SCORE_PARTS.reduce((sum, key) => sum + weights[key] * ratios[key], 0));
  return { score, parts };
}

// Rescoring every lead (new weights, a question's points) takes seconds at 100,000 leads: it
// runs after the answer, in batches of short transactions so the embedded database's one
// connection is never held long. A writer holds this lock until it commits; each batch waits
// for it, so it reads what the writer committed.
const RESCORE_LOCK = 4_040_011;
const RESCORE_BATCH = 2_000;

interface Rescorer {
  database: { db: unknown };
  runInBackground(what: string, work: () => Promise<unknown>): void;
}

// One rescoring at a time per server: a write asking while one runs makes it run once more
// (on PostgreSQL, one rescoring per write would hold a pooled connection each, waiting).
const rescoring = new WeakMap<object, { again: boolean }>();

/** Called inside the write that changes every score: rescoring follows its commit. */
export async function rescoreAllAfterCommit(trx: Kysely<Database>, app: Rescorer | undefined): Promise<void> {
  if (!app) return refreshScores(trx, null);
  await sql`select pg_advisory_xact_lock(${RESCORE_LOCK})`.execute(trx);
  const running = rescoring.get(app);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: true };
  rescoring.set(app, state);
  app.runInBackground("rescore leads", async () => {
    try {
      while (state.again) {
        state.again = false;
        await rescoreAll(app.database.db as Kysely<Database>);
      }
    } finally {
      rescoring.delete(app);
    }
  });
}

export async function rescoreAll(db: Kysely<Database>): Promise<void> {
  for (let after = 0; ; ) {
    const done = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock_shared(${RESCORE_LOCK})`.execute(trx);
      const ids = (
        await trx.selectFrom("leads").select("id").where("id", ">", after).orderBy("id").limit(RESCORE_BATCH).execute()
      ).map((r) => r.id);
      await refreshScores(trx, ids);
      after = ids[ids.length - 1] ?? after;
      return ids.length < RESCORE_BATCH;
    });
    if (done) return;
  }
}
