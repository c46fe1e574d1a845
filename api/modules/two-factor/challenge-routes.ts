import type { FastifyInstance } from "fastify";
import { fieldError, unauthorized } from "../../errors.js";
import { issueTokens } from "../auth/issue-tokens.js";
import { TWO_FACTOR_THROTTLE } from "../auth/throttle.js";
import { takeAttempt } from "../../throttle/auth-attempts.js";
import { attemptChallenge, challengeId, twoFactorThrottleKey } from "./challenge.js";
import { twoFactorKeys } from "./keys.js";
import { challengeSchema } from "./schemas.js";

// POST auth/two-factor-challenge: the second step of a sign-in with two-factor on.
export async function twoFactorChallengeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const keys = twoFactorKeys(app);

  app.post<{ Body: { challenge_token: string; code: string } }>(
    "/auth/two-factor-challenge",
    { schema: challengeSchema },
    async (request) => {
      const id = challengeId(keys, request.body.challenge_token);
      const owner = id
        ? await db.selectFrom("two_factor_challenges").select("user_id").where("id", "=", id).executeTakeFirst()
        : undefined;
      if (!id || !owner) throw unauthorized("two-factor:challengeVoid");
      // Counted per user, not per challenge: a new password sign-in must not buy new guesses. It is
      // counted before the code is checked; a right code, or none checked at all, gives it back.
      const attempt = await takeAttempt(db, TWO_FACTOR_THROTTLE, twoFactorThrottleKey(owner.user_id));

      const outcome = await db
        .transaction()
        .execute((trx) => attemptChallenge(trx, keys, request, id, request.body.code));
      if (outcome.kind !== "wrong") await attempt.refund();
      if (outcome.kind === "void") throw unauthorized("two-factor:challengeVoid");
      if (outcome.kind === "wrong") throw fieldError("code", "two-factor:invalidCode");
      return issueTokens(app, request, outcome.userId);
    },
  );
}
