import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../errors.js";

// Throttling through auth_attempts, so every API instance behind a load balancer counts the same.
export interface ThrottleRule {
  kind: string;
  limit: number;
  windowSeconds: number;
}

/** Registrations per IP: enough for a family behind one router, too few to spam accounts. */
export const REGISTER_PER_IP: ThrottleRule = { kind: "register", limit: 10, windowSeconds: 3600 };
/** Recovery requests per IP: over it the caller gets 429 with Retry-After. */
export const RECOVERY_PER_IP: ThrottleRule = { kind: "recovery_ip", limit: 20, windowSeconds: 900 };
/** Recovery mails per address: over it the answer is the same, but no mail goes out. */
export const RECOVERY_PER_EMAIL: ThrottleRule = { kind: "recovery_mail", limit: 3, windowSeconds: 900 };

const window = (rule: ThrottleRule) => sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`;

export async function recordAttempt(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  const k = key.slice(0, 400);
  // Old rows of this key are of no use any more: each write sweeps them.
  await db.deleteFrom("auth_attempts").where("kind", "=", rule.kind).where("key", "=", k).where("created_at", "<", window(rule)).execute();
  await db.insertInto("auth_attempts").values({ kind: rule.kind, key: k }).execute();
}

/** Attempts inside the window, and the seconds until the oldest of them leaves it. */
export async function countAttempts(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<{ count: number; retryAfter: number }> {
  const row = await db
    .selectFrom("auth_attempts")
    .select([
      sql<string>`count(*)`.as("count"),
      sql<string | null>`ceil(extract(epoch from (min(created_at) + make_interval(secs => ${rule.windowSeconds}) - now())))`.as("retry_after"),
    ])
    .where("kind", "=", rule.kind)
    .where("key", "=", key.slice(0, 400))
    .where("created_at", ">=", window(rule))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), retryAfter: Math.max(1, Number(row.retry_after ?? rule.windowSeconds)) };
}

/**
 * Counts this attempt, then refuses with 429 and Retry-After once the key is over the limit.
 * Counting first means concurrent requests can never all slip under it.
 */
export async function throttleOrThrow(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  await recordAttempt(db, rule, key);
  const { count, retryAfter } = await countAttempts(db, rule, key);
  if (count > rule.limit) {
    throw new AppError(429, "account:throttled", { minutes: Math.ceil(retryAfter / 60) }, undefined, { "retry-after": String(retryAfter) });
  }
}
