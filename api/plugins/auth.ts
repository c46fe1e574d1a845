import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import fastifyJwt from "@fastify/jwt";
import { sql, type Kysely } from "kysely";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { Database } from "../db/schema.js";
import { unauthorized } from "../errors.js";

export interface AuthUser {
  id: number;
  email: string;
  roles: string[];
  sessionId: string;
  /** When the access token of this request stops being valid (epoch seconds): a live stream ends then. */
  tokenExpiresAt: number | null;
}

export interface AccessClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

/**
 * How far apart the clocks of the instances that sign and verify may be: an `iat` up to this far
 * ahead still passes, one further ahead was not minted by a clock of ours.
 */
export const CLOCK_LEEWAY_SECONDS = 30;

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** HMAC key of refresh tokens: derived from the JWT secret, never stored. */
    refreshKey: Buffer;
  }
}

// The secret comes from JWT_SECRET; the embedded default keeps a generated one under DATA_DIR so
// sessions survive a restart.
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, "jwt-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function registerAuth(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: Config,
  secret: string,
): Promise<void> {
  // Every access token we mint has `iat` and `exp`: one without either (or one older than its
  // life, whatever its `exp` says) was not minted by this server as it is configured, even if
  // signed with its key, and never passes.
  await app.register(fastifyJwt, {
    secret,
    sign: { expiresIn: `${config.accessTokenTtl}s` },
    verify: { requiredClaims: ["exp", "iat"], maxAge: config.accessTokenTtl + CLOCK_LEEWAY_SECONDS },
  });
  app.decorate("refreshKey", crypto.createHmac("sha256", secret).update("refresh-tokens").digest());
  app.decorateRequest("auth", null);

  // Every request re-reads the session and the roles, so a sign-out or a role change takes
  // effect at once instead of when the access token expires.
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? "";
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized();
    let claims: AccessClaims;
    try {
      claims = app.jwt.verify<AccessClaims>(token);
    } catch {
      throw unauthorized("errors:sessionExpired");
    }
    // fast-jwt checks `exp` and the age from `iat`, not an `iat` in the future.
    if (claims.iat > Date.now() / 1000 + CLOCK_LEEWAY_SECONDS) throw unauthorized("errors:sessionExpired");
    const row = await db
      .selectFrom("sessions as s")
      .innerJoin("users as u", "u.id", "s.user_id")
      .select([
        "u.id",
        "u.email",
        "u.active",
        "s.revoked_at",
        "s.expires_at",
        sql<
          string[]
        >`coalesce((select json_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where
          ur.user_id = u.id), '[]'::json)`.as("roles"),
      ])
      .where("s.id", "=", claims.sid)
      .where("u.id", "=", Number(claims.sub))
      .executeTakeFirst();
    if (!row?.active || row.revoked_at || new Date(row.expires_at) < new Date())
      throw unauthorized("errors:sessionExpired");
    const { id, email, roles } = row;
    request.auth = { id, email, roles, sessionId: claims.sid, tokenExpiresAt: claims.exp };
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
