import type { FastifyInstance } from "fastify";
import { fieldError, unauthorized } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { decoyHash, verifyPassword } from "./passwords.js";
import { decodeRefreshToken, encodeRefreshToken, revokeSession, rotateRefreshToken } from "./refresh-tokens.js";
import { issueTokens, signAccessToken } from "./issue-tokens.js";
import { loadUserDto } from "./user-dto.js";
import { loginSchema, logoutSchema, meSchema, refreshSchema } from "./schemas.js";

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const config = app.config;

  app.post<{ Body: { email: string; password: string } }>("/auth/login", { schema: loginSchema }, async (request) => {
    const { email, password } = request.body;
    const user = await db.selectFrom("users").select(["id", "password_hash", "active"]).where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())).executeTakeFirst();
    const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
    if (!user || !ok || !user.active) throw fieldError("email", "errors:invalidCredentials");

    return issueTokens(app, request, user.id);
  });

  app.post<{ Body: { refresh_token: string } }>("/auth/refresh", { schema: refreshSchema }, async (request) => {
    const tokenId = decodeRefreshToken(app.refreshKey, request.body.refresh_token);
    if (!tokenId) throw unauthorized("errors:invalidRefreshToken");
    const result = await rotateRefreshToken(db, tokenId, config.refreshReuseGrace);
    if (!result.ok) throw unauthorized("errors:invalidRefreshToken");
    return { token: signAccessToken(app, result.userId, result.sessionId), refresh_token: encodeRefreshToken(app.refreshKey, result.tokenId), expires_in: config.accessTokenTtl };
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
