import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** What a handler is given for one run of a job. */
export interface JobContext {
  db: Kysely<Database>;
  payload: Record<string, unknown>;
  /** The runner's clock for this pass (a test may move it on). */
  now: Date;
  jobId: number;
  /** 1 on the first try. */
  attempt: number;
}

export interface JobDefinition {
  /** Stored in jobs.name; a runner claims only the names it knows, so an older release leaves new jobs alone. */
  name: string;
  /**
   * The work. It may run again after a crash or an expired lease (at-least-once), so it must be
   * safe to repeat; a throw records the error and retries later, up to maxAttempts.
   */
  run(context: JobContext): Promise<void>;
  /** A recurring job runs once per slot of this many milliseconds (every minute: each minute's start). */
  everyMs?: number;
  /** Tries before the job is given up (done_at set, last_error kept). Default 5. */
  maxAttempts?: number;
}

/** A claimed row of the jobs table. */
export interface ClaimedJob {
  id: number;
  name: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
