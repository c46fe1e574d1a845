import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { AppError } from "../errors.js";

// Attempts live in auth_attempts, not in process memory, so every limit holds across all API
// instances behind a load balancer and survives a restart. Rules are declared where they are used
// (sign-in, two-factor, registration, recovery); the counting is here only.
export interface ThrottleRule {
  /** What is being counted: "login", "two_factor", "register", "recovery_mail", … */
  kind: string;
  /** Attempts allowed within the window; past them the caller gets 429. */
  limit: number;
  windowSeconds: number;
  /** i18n key of the 429 message; receives {{minutes}}. */
  messageKey: string;
}

/** A counted attempt. `refund` un-counts it: a right password or code is not a failure. */
export interface Attempt {
  refund(): Promise<void>;
}

const windowStart = (rule: ThrottleRule) => sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`;

// The id as the driver answers it (a bigserial may come back as a string); only ever sent back.
type Taken = { id: number } | { retryAfter: number };

/**
 * Counts an attempt before it is evaluated, or refuses it when the key has used up its window.
 * The check and the count are one step under a per-key lock (a transaction-scoped advisory lock),
 * so however many requests arrive at once, no more than `limit` are ever let through to the
 * password or code check. The lock is taken in its own statement: the count that follows then
 * reads with a snapshot taken after the previous holder committed its row.
 */
async function take(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<Taken> {
  const k = key.slice(0, 400);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`${rule.kind}|${k}`}, 0))`.execute(trx);
    // The window slides: the block lifts when the limit-th most recent attempt ages out of it.
    // Times come from the database clock, the one that stamped the rows.
    const blocking = await trx
      .selectFrom("auth_attempts")
      .select(
        sql<string>`ceil(extract(epoch from (created_at + make_interval(secs => ${rule.windowSeconds}) - now())))`.as(
          "seconds_left",
        ),
      )
      .where("kind", "=", rule.kind)
      .where("key", "=", k)
      .where("created_at", ">", windowStart(rule))
      .orderBy("created_at", "desc")
      .offset(rule.limit - 1)
      .limit(1)
      .executeTakeFirst();
    if (blocking) return { retryAfter: Math.max(1, Number(blocking.seconds_left)) };
    const row = await trx
      .insertInto("auth_attempts")
      .values({ kind: rule.kind, key: k })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Rows older than the window are worthless: each write sweeps its key's history.
    await trx
      .deleteFrom("auth_attempts")
      .where("kind", "=", rule.kind)
      .where("key", "=", k)
      .where("created_at", "<", windowStart(rule))
      .execute();
    return { id: row.id };
  });
}

/** Counts one attempt, or throws 429 with Retry-After (seconds) when the key is at its limit. */
export async function takeAttempt(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<Attempt> {
  const taken = await take(db, rule, key);
  if ("retryAfter" in taken) {
    const { retryAfter } = taken;
    throw new AppError(429, rule.messageKey, { minutes: Math.ceil(retryAfter / 60) }, undefined, {
      "retry-after": String(retryAfter),
    });
  }
  return {
    async refund() {
      await db.deleteFrom("auth_attempts").where("id", "=", taken.id).execute();
    },
  };
}

/** Counts one attempt when the key is under its limit; answers whether it was (a silent limit). */
export async function tryTakeAttempt(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<boolean> {
  return "id" in (await take(db, rule, key));
}
