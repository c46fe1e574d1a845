import type { FastifyInstance } from "fastify";
import { fieldError, unauthorized } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { decoyHash, verifyPassword } from "./passwords.js";
import { decodeRefreshToken, encodeRefreshToken, openSession, revokeSession, rotateRefreshToken } from "./refresh-tokens.js";
import { loadUserDto } from "./user-dto.js";
import { loginSchema, logoutSchema, meSchema, refreshSchema } from "./schemas.js";

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const config = app.config;
  const accessToken = (userId: number, sessionId: string) => app.jwt.sign({ sub: String(userId), sid: sessionId });

  app.post<{ Body: { email: string; password: string } }>("/auth/login", { schema: loginSchema }, async (request) => {
    const { email, password } = request.body;
    const user = await db.selectFrom("users").select(["id", "password_hash", "active"]).where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())).executeTakeFirst();
    const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
    if (!user || !ok || !user.active) throw fieldError("email", "errors:invalidCredentials");

    const { sessionId, tokenId } = await openSession(db, { userId: user.id, ip: request.ip, userAgent: request.headers["user-agent"], ttlSeconds: config.refreshTokenTtl });
    return {
      access_token: accessToken(user.id, sessionId),
      refresh_token: encodeRefreshToken(app.refreshKey, tokenId),
      token_type: "Bearer",
      expires_in: config.accessTokenTtl,
      user: await loadUserDto(db, user.id),
    };
  });

  app.post<{ Body: { refresh_token: string } }>("/auth/refresh", { schema: refreshSchema }, async (request) => {
    const tokenId = decodeRefreshToken(app.refreshKey, request.body.refresh_token);
    if (!tokenId) throw unauthorized("errors:invalidRefreshToken");
    const result = await rotateRefreshToken(db, tokenId, config.refreshReuseGrace);
    if (!result.ok) throw unauthorized("errors:invalidRefreshToken");
    return { token: accessToken(result.userId, result.sessionId), refresh_token: encodeRefreshToken(app.refreshKey, result.tokenId), expires_in: config.accessTokenTtl };
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
