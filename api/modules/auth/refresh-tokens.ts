import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

// A refresh token is "<id>.<mac>": the MAC is derived from the id with a server key, so the
// database holds nothing that could be replayed, yet a successor handed out once can be handed
// out again within the grace window (two tabs refreshing at the same moment).
export function encodeRefreshToken(key: Buffer, id: string): string {
  return `${id}.${crypto.createHmac("sha256", key).update(id).digest("base64url")}`;
}

export function decodeRefreshToken(key: Buffer, raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 200) return null;
  const [id, mac] = raw.split(".");
  if (!id || !mac || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(encodeRefreshToken(key, id).split(".")[1]);
  const given = Buffer.from(mac);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}

export interface SessionInfo {
  userId: number;
  ip?: string;
  userAgent?: string;
  ttlSeconds: number;
}

/** Opens a session (a refresh-token family) and returns its id and first token id. */
export async function openSession(
  db: Kysely<Database>,
  info: SessionInfo,
): Promise<{ sessionId: string; tokenId: string }> {
  const sessionId = crypto.randomUUID();
  const tokenId = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("sessions")
      .values({
        id: sessionId,
        user_id: info.userId,
        ip: info.ip?.slice(0, 64) ?? null,
        user_agent: info.userAgent?.slice(0, 400) ?? null,
        expires_at: new Date(Date.now() + info.ttlSeconds * 1000),
        revoked_at: null,
      })
      .execute();
    await trx
      .insertInto("refresh_tokens")
      .values({ id: tokenId, session_id: sessionId, spent_at: null, successor_id: null })
      .execute();
  });
  return { sessionId, tokenId };
}

export type RotateResult = { ok: true; userId: number; sessionId: string; tokenId: string } | { ok: false };

/**
 * Spends a refresh token and names its successor. A spent token presented again within the
 * grace window gets the same successor; after it, the whole family is revoked (token theft).
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  tokenId: string,
  graceSeconds: number,
): Promise<RotateResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("refresh_tokens as t")
      .innerJoin("sessions as s", "s.id", "t.session_id")
      .select([
        "t.id",
        "t.spent_at",
        "t.successor_id",
        "s.id as session_id",
        "s.user_id",
        "s.revoked_at",
        "s.expires_at",
      ])
      .where("t.id", "=", tokenId)
      .forUpdate("t")
      .executeTakeFirst();
    if (!row || row.revoked_at || new Date(row.expires_at) <= new Date()) return { ok: false };

    if (!row.spent_at) {
      const successor = crypto.randomUUID();
      await trx
        .insertInto("refresh_tokens")
        .values({ id: successor, session_id: row.session_id, spent_at: null, successor_id: null })
        .execute();
      await trx
        .updateTable("refresh_tokens")
        .set({ spent_at: sql`now()`, successor_id: successor })
        .where("id", "=", row.id)
        .execute();
      return { ok: true, userId: row.user_id, sessionId: row.session_id, tokenId: successor };
    }

    const spentFor = (Date.now() - new Date(row.spent_at).getTime()) / 1000;
    if (spentFor <= graceSeconds && row.successor_id) {
      return { ok: true, userId: row.user_id, sessionId: row.session_id, tokenId: row.successor_id };
    }
    await trx.updateTable("sessions").set({ revoked_at: sql`now()` }).where("id", "=", row.session_id).execute();
    return { ok: false };
  });
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: sql`now()` })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}
