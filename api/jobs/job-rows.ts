import { sql, type Kysely } from "kysely";
import type { ClaimedJob } from "./job-types.js";
import type { Database } from "../db/schema.js";

// The SQL of the jobs table (migrations/0013_support.ts). Times compared with a due row come from
// the runner's clock, passed in, so a test can move it on; stamps of what happened use now().

/** Adds a job unless one with its key exists; answers whether it was added. */
export async function insertJob(
  db: Kysely<Database>,
  job: { name: string; key: string; runAt: Date; payload?: Record<string, unknown> },
): Promise<boolean> {
  const result = await sql`
    insert into jobs (name, key, payload, run_at)
    values (${job.name}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb,
    ${job.runAt.toISOString()}::timestamptz)
    on conflict (key) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/**
 * Takes one due job for this runner, or none. The row is locked (FOR UPDATE SKIP LOCKED: another
 * runner passes over it instead of waiting) and leased until `leaseUntil`; the lease, not the
 * lock, keeps others off while the handler runs, so a crashed runner's job comes back after it.
 */
export async function claimJob(
  db: Kysely<Database>,
  names: string[],
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedJob | null> {
  if (!names.length) return null;
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<ClaimedJob>`
      select id, name, key, payload, attempts from jobs
      where done_at is null and run_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        and name in (${sql.join(names)})
      order by run_at, id
      limit 1
      for update skip locked`.execute(trx);
    const job = rows[0];
    if (!job) return null;
    await sql`update jobs set attempts = attempts + 1, locked_until = ${leaseUntil.toISOString()}::timestamptz where id
      = ${job.id}`.execute(trx);
    return { ...job, attempts: job.attempts + 1 };
  });
}

export async function markDone(db: Kysely<Database>, id: number): Promise<void> {
  await sql`update jobs set done_at = now(), locked_until = null, last_error = null where id = ${id}`.execute(db);
}

/** Records a failure: the job is tried again at `retryAt`, or given up (done) when there is none. */
export async function markFailed(db: Kysely<Database>, id: number, error: string, retryAt: Date | null): Promise<void> {
  const message = error.slice(0, 4000);
  if (retryAt)
    await sql`update jobs set run_at = ${retryAt.toISOString()}::timestamptz, locked_until = null, last_error =
      ${message} where id = ${id}`.execute(db);
  else
    await sql`update jobs set done_at = now(), locked_until = null, last_error = ${message} where id = ${id}`.execute(
      db,
    );
}

/** Forgets finished jobs older than `days` (a recurring job leaves a row per run). */
export async function pruneJobs(db: Kysely<Database>, days: number): Promise<void> {
  await sql`delete from jobs where done_at < now() - make_interval(days => ${days})`.execute(db);
}
