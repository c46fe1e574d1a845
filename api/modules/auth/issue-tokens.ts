import type { FastifyInstance, FastifyRequest } from "fastify";
import { encodeRefreshToken, openSession } from "./refresh-tokens.js";
import { loadUserDto } from "./user-dto.js";

/**
 * The answer of every successful sign-in (password, two-factor code, registration): a new
 * session, its first refresh token, an access token and the user (docs/product.md#http-contract).
 */
export async function issueTokens(app: FastifyInstance, request: FastifyRequest, userId: number) {
  const { db } = app.database;
  const { sessionId, tokenId } = await openSession(db, {
    userId,
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    ttlSeconds: app.config.refreshTokenTtl,
  });
  return {
    access_token: signAccessToken(app, userId, sessionId),
    refresh_token: encodeRefreshToken(app.refreshKey, tokenId),
    token_type: "Bearer",
    expires_in: app.config.accessTokenTtl,
    user: await loadUserDto(db, userId),
  };
}

export function signAccessToken(app: FastifyInstance, userId: number, sessionId: string): string {
  return app.jwt.sign({ sub: String(userId), sid: sessionId });
}
