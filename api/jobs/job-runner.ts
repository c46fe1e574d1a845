import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { claimJob, insertJob, markDone, markFailed } from "./job-rows.js";
import type { ClaimedJob, JobDefinition, Logger } from "./job-types.js";
import type { Database } from "../db/schema.js";

// Scheduled work kept in the database (the jobs table), so it survives restarts and runs once
// across instances: each due row is claimed by one runner (FOR UPDATE SKIP LOCKED plus a lease),
// and a recurring job's runs have one key per time slot (`sla-scan:2025-06-02T08:01:00.000Z`),
// inserted with ON CONFLICT DO NOTHING, so however many instances schedule a slot it exists once.
// Plain SQL on one table: the same on PGlite (in-process) and PostgreSQL.

export interface JobRunnerOptions {
  /** How often the loop looks for due jobs. */
  intervalMs: number;
  /** How long a claimed job is kept from other runners while it runs. */
  leaseMs?: number;
  /** Wait before the next try after the `attempt`-th failure. Default: 30 s doubling, at most 1 h. */
  retryDelayMs?: (attempt: number) => number;
  /** Most jobs one pass runs, so a backlog does not starve the next pass's recurring slots. */
  maxPerPass?: number;
  log?: Logger;
}

export interface PassResult {
  ran: number;
  failed: number;
}

const DEFAULT_ATTEMPTS = 5;
const defaultRetryDelay = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The start of the slot `now` falls in, for a job recurring every `everyMs`. */
export function slotOf(now: Date, everyMs: number): Date {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs);
}

export const slotKey = (name: string, slot: Date) => `${name}:${slot.toISOString()}`;

export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition>();
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<unknown> | undefined;
  private running = false;
  private readonly log: Logger;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: JobRunnerOptions,
  ) {
    this.log = options.log ?? silent;
  }

  define(definition: JobDefinition): this {
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition);
    return this;
  }

  /** Queues a one-off run of a defined job; with a key, only the first of its kind is kept. */
  enqueue(
    name: string,
    options: { payload?: Record<string, unknown>; runAt?: Date; key?: string } = {},
  ): Promise<boolean> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job ${name}`);
    const runAt = options.runAt ?? new Date();
    return insertJob(this.db, {
      name,
      key: options.key ?? `${name}:${crypto.randomUUID()}`,
      runAt,
      payload: options.payload,
    });
  }

  /** Makes sure each recurring job has its run for the current slot (kept once, whoever asks). */
  async scheduleRecurring(now: Date = new Date()): Promise<void> {
    for (const def of this.definitions.values()) {
      if (!def.everyMs) continue;
      const slot = slotOf(now, def.everyMs);
      await insertJob(this.db, { name: def.name, key: slotKey(def.name, slot), runAt: slot });
    }
  }

  /**
   * One pass: schedules the recurring slots, then claims and runs due jobs one by one until none
   * is left (or maxPerPass). What the loop does each interval; tests call it directly.
   */
  async runDue(options: { now?: Date } = {}): Promise<PassResult> {
    const now = options.now ?? new Date();
    await this.scheduleRecurring(now);
    const result: PassResult = { ran: 0, failed: 0 };
    const names = [...this.definitions.keys()];
    const max = this.options.maxPerPass ?? 100;
    for (let i = 0; i < max; i++) {
      const job = await claimJob(this.db, names, now, new Date(now.getTime() + (this.options.leaseMs ?? 5 * 60_000)));
      if (!job) break;
      if (await this.runOne(job, now)) result.ran++;
      else result.failed++;
    }
    return result;
  }

  private async runOne(job: ClaimedJob, now: Date): Promise<boolean> {
    const def = this.definitions.get(job.name)!;
    let ok = true;
    try {
      await def.run({ db: this.db, payload: job.payload ?? {}, now, jobId: job.id, attempt: job.attempts });
      await markDone(this.db, job.id);
    } catch (error) {
      ok = false;
      const last = job.attempts >= (def.maxAttempts ?? DEFAULT_ATTEMPTS);
      const retryAt = last
        ? null
        : new Date(now.getTime() + (this.options.retryDelayMs ?? defaultRetryDelay)(job.attempts));
      this.log[last ? "error" : "warn"](
        { err: error, job: job.key, attempt: job.attempts },
        last ? "job failed, given up" : "job failed, will retry",
      );
      await markFailed(
        this.db,
        job.id,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
        retryAt,
      );
    }
    // The next slot is scheduled as soon as this one is over, by whichever instance ran it.
    if (def.everyMs) {
      const next = new Date(slotOf(now, def.everyMs).getTime() + def.everyMs);
      await insertJob(this.db, { name: def.name, key: slotKey(def.name, next), runAt: next });
    }
    return ok;
  }

  /** Runs a pass now and then every intervalMs, until stop(). */
  start(): void {
    if (this.running) return;
    this.running = true;
    const tick = async () => {
      this.timer = undefined;
      this.pass = this.runDue().catch((err) => this.log.error({ err }, "jobs: a pass failed"));
      await this.pass;
      if (this.running) this.timer = setTimeout(tick, this.options.intervalMs).unref();
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** Stops the loop and waits for the pass in progress. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.pass;
  }
}
