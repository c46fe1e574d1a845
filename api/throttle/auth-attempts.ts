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

const windowStart = (rule: ThrottleRule) => sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`;

/** Counts one attempt; call it with the transaction that also writes the activity log. */
export async function recordAttempt(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  const k = key.slice(0, 400);
  await db.insertInto("auth_attempts").values({ kind: rule.kind, key: k }).execute();
  // Rows older than the window are worthless: each write sweeps its key's history.
  await db.deleteFrom("auth_attempts").where("kind", "=", rule.kind).where("key", "=", k).where("created_at", "<", windowStart(rule)).execute();
}

export async function countAttempts(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<number> {
  const row = await db
    .selectFrom("auth_attempts")
    .select(sql<string>`count(*)`.as("count"))
    .where("kind", "=", rule.kind)
    .where("key", "=", key.slice(0, 400))
    .where("created_at", ">", windowStart(rule))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Throws 429 with Retry-After (seconds) when the key has used up its attempts in the window. */
export async function assertNotThrottled(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  // The window slides: the block lifts when the limit-th most recent attempt ages out of it.
  // Times come from the database clock, the one that stamped the rows.
  const blocking = await db
    .selectFrom("auth_attempts")
    .select(sql<string>`ceil(extract(epoch from (created_at + make_interval(secs => ${rule.windowSeconds}) - now())))`.as("seconds_left"))
    .where("kind", "=", rule.kind)
    .where("key", "=", key.slice(0, 400))
    .where("created_at", ">", windowStart(rule))
    .orderBy("created_at", "desc")
    .offset(rule.limit - 1)
    .limit(1)
    .executeTakeFirst();
  if (!blocking) return;
  const retryAfter = Math.max(1, Number(blocking.seconds_left));
  throw new AppError(429, rule.messageKey, { minutes: Math.ceil(retryAfter / 60) }, undefined, { "retry-after": String(retryAfter) });
}

/**
 * Counts this attempt, then refuses it when the key is over the limit. Counting first (and
 * counting successes too: registrations, recovery requests) means concurrent callers can never
 * all slip under the limit between a check and a count.
 */
export async function throttleOrThrow(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  await recordAttempt(db, rule, key);
  await assertNotThrottled(db, { ...rule, limit: rule.limit + 1 }, key);
}
