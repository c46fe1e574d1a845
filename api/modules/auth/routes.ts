import type { FastifyInstance } from "fastify";
import { fieldError, unauthorized } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { decoyHash, verifyPassword } from "./passwords.js";
import { decodeRefreshToken, encodeRefreshToken, revokeSession, rotateRefreshToken } from "./refresh-tokens.js";
import { issueTokens, signAccessToken } from "./issue-tokens.js";
import { loadUserDto } from "./user-dto.js";
import { loginSchema, logoutSchema, meSchema, refreshSchema } from "./schemas.js";
import { LOGIN_THROTTLE, loginThrottleKey } from "./throttle.js";
import { takeAttempt } from "../../throttle/auth-attempts.js";
import { recordFailedSignIn, recordSignIn } from "./sign-in-events.js";
import { openChallenge } from "../two-factor/challenge.js";
import { twoFactorKeys } from "../two-factor/keys.js";
import { loginAnswer, tooMany } from "../two-factor/schemas.js";

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const config = app.config;

  const twoFactor = twoFactorKeys(app);
  app.post<{ Body: { email: string; password: string } }>(
    "/auth/login",
    { schema: { ...loginSchema, response: { ...loginSchema.response, 200: loginAnswer, 429: tooMany } } },
    async (request) => {
      const { email, password } = request.body;
      const throttleKey = loginThrottleKey(email, request.ip);
      // Counted before the password is checked, so a burst cannot outrun the limit; a right
      // password gives its attempt back (only failures count).
      const attempt = await takeAttempt(db, LOGIN_THROTTLE, throttleKey);
      const user = await db
        .selectFrom("users")
        .select(["id", "password_hash", "active", "two_factor_enabled"])
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
        .executeTakeFirst();
      const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
      if (!user || !ok || !user.active) {
        await recordFailedSignIn(db, request, user?.id ?? null, email);
        throw fieldError("email", "errors:invalidCredentials");
      }
      await attempt.refund();
      // With two-factor on, a right password only opens a challenge: no tokens until the code.
      if (user.two_factor_enabled)
        return { two_factor_required: true, challenge_token: await openChallenge(db, twoFactor, user.id) };

      await recordSignIn(db, request, user.id, "password");
      return issueTokens(app, request, user.id);
    },
  );

  app.post<{ Body: { refresh_token: string } }>("/auth/refresh", { schema: refreshSchema }, async (request) => {
    const tokenId = decodeRefreshToken(app.refreshKey, request.body.refresh_token);
    if (!tokenId) throw unauthorized("errors:invalidRefreshToken");
    const result = await rotateRefreshToken(db, tokenId, config.refreshReuseGrace);
    if (!result.ok) throw unauthorized("errors:invalidRefreshToken");
    return {
      token: signAccessToken(app, result.userId, result.sessionId),
      refresh_token: encodeRefreshToken(app.refreshKey, result.tokenId),
      expires_in: config.accessTokenTtl,
    };
  });

  app.get("/me", { schema: meSchema, onRequest: app.authenticate }, async (request) => {
    const user = await loadUserDto(db, requireUser(request).id);
    if (!user) throw unauthorized();
    return { data: user };
  });

  app.get("/logout", { schema: logoutSchema, onRequest: app.authenticate }, async (request) => {
    await revokeSession(db, requireUser(request).sessionId);
    return { message: request.t("errors:loggedOut") };
  });
}
