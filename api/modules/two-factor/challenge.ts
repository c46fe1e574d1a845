import crypto from "node:crypto";
import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { recordAudit } from "../../audit/record-audit.js";
import { decodeRefreshToken, encodeRefreshToken } from "../auth/refresh-tokens.js";
import { writeSignIn } from "../auth/sign-in-events.js";
import type { TwoFactorKeys } from "./keys.js";
import { checkSecondFactor } from "./second-factor.js";

// Between a right password and the code: a challenge row that lives 5 minutes and takes at most
// 5 wrong codes. The token is "<id>.<mac>" (the refresh-token format under its own key), so
// the database holds nothing that could be presented.
export const CHALLENGE_TTL_SECONDS = 5 * 60;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export async function openChallenge(db: Kysely<Database>, keys: TwoFactorKeys, userId: number): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("two_factor_challenges")
    .values({ id, user_id: userId, expires_at: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000), consumed_at: null })
    .execute();
  return encodeRefreshToken(keys.challenge, id);
}

export function challengeId(keys: TwoFactorKeys, token: string): string | null {
  return decodeRefreshToken(keys.challenge, token);
}

export function twoFactorThrottleKey(userId: number): string {
  return `user:${userId}`;
}

export type ChallengeOutcome = { kind: "ok"; userId: number } | { kind: "wrong" } | { kind: "void" };

/**
 * One attempt at a challenge, in the caller's transaction: a wrong code is counted on the
 * challenge, a right one consumes it. (The per-user throttle is counted by the caller, before.)
 */
export async function attemptChallenge(
  trx: Kysely<Database>,
  keys: TwoFactorKeys,
  request: FastifyRequest,
  id: string,
  code: string,
): Promise<ChallengeOutcome> {
  const row = await trx
    .selectFrom("two_factor_challenges as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select([
      "c.user_id",
      "c.attempts",
      "c.consumed_at",
      sql<boolean>`c.expires_at > now()`.as("live"),
      "u.active",
      "u.two_factor_enabled",
    ])
    .where("c.id", "=", id)
    .forUpdate("c")
    .executeTakeFirst();
  if (
    !row
    || row.consumed_at
    || !row.live
    || row.attempts >= CHALLENGE_MAX_ATTEMPTS
    || !row.active
    || !row.two_factor_enabled
  )
    return { kind: "void" };

  const method = await checkSecondFactor(trx, keys, row.user_id, code);
  if (method) {
    await trx.updateTable("two_factor_challenges").set({ consumed_at: sql`now()` }).where("id", "=", id).execute();
    await writeSignIn(trx, request, row.user_id, method);
    return { kind: "ok", userId: row.user_id };
  }
  await trx.updateTable("two_factor_challenges").set({ attempts: sql`attempts + 1` }).where("id", "=", id).execute();
  await recordAudit(trx, request, {
    action: "two_factor_failed",
    resource: "auth",
    recordId: row.user_id,
    userId: row.user_id,
  });
  return { kind: "wrong" };
}
