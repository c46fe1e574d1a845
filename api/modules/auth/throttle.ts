import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../errors.js";

// Failed attempts live in auth_attempts, not in process memory, so the limits hold across every
// API instance behind a load balancer and survive a restart.

export interface ThrottleRule {
  /** What is being guessed: "login", "two_factor", "reauth". */
  kind: string;
  /** Failures allowed within the window; the next attempt answers 429. */
  limit: number;
  windowSeconds: number;
  /** i18n key of the 429 message; receives {{minutes}}. */
  messageKey: string;
}

export const LOGIN_THROTTLE: ThrottleRule = { kind: "login", limit: 10, windowSeconds: 15 * 60, messageKey: "two-factor:throttle.login" };
export const TWO_FACTOR_THROTTLE: ThrottleRule = { kind: "two_factor", limit: 10, windowSeconds: 15 * 60, messageKey: "two-factor:throttle.code" };
export const REAUTH_THROTTLE: ThrottleRule = { kind: "reauth", limit: 10, windowSeconds: 15 * 60, messageKey: "two-factor:throttle.password" };

/** Sign-in failures count per email from one IP, so a guesser cannot lock an account out everywhere. */
export function loginThrottleKey(email: string, ip: string): string {
  return `${email.trim().toLowerCase().slice(0, 254)}|${ip.slice(0, 64)}`;
}

/** Throws 429 with Retry-After (seconds) when the key has used up its failures in the window. */
export async function assertNotThrottled(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  // The window slides: the block lifts when the limit-th most recent failure ages out of it.
  // Times come from the database clock, the same one that stamped the rows.
  const blocking = await db
    .selectFrom("auth_attempts")
    .select(sql<string>`ceil(extract(epoch from (created_at + make_interval(secs => ${rule.windowSeconds}) - now())))`.as("seconds_left"))
    .where("kind", "=", rule.kind)
    .where("key", "=", key)
    .where("created_at", ">", sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`)
    .orderBy("created_at", "desc")
    .offset(rule.limit - 1)
    .limit(1)
    .executeTakeFirst();
  if (!blocking) return;
  const retryAfter = Math.max(1, Number(blocking.seconds_left));
  throw new AppError(429, rule.messageKey, { minutes: Math.ceil(retryAfter / 60) }, undefined, { "retry-after": String(retryAfter) });
}

/** Counts one failure; call it with the transaction that also records the failure in the activity log. */
export async function recordFailure(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  await db.insertInto("auth_attempts").values({ kind: rule.kind, key }).execute();
  // Rows older than any window are worthless: trim this key's history as we go.
  await db
    .deleteFrom("auth_attempts")
    .where("kind", "=", rule.kind)
    .where("key", "=", key)
    .where("created_at", "<", sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`)
    .execute();
}
