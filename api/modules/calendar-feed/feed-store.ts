import { sql, type Kysely } from "kysely";
import { can, PAGE_ACCESS } from "../../../resources/index.js";
import { hashFeedToken, newFeedToken } from "./feed-tokens.js";
import type { Database } from "../../db/schema.js";

// calendar_feeds: at most one secret per user (the primary key), replaced or revoked by its owner.

export interface FeedStatus {
  active: boolean;
  created_at: string | null;
}

export interface FeedOwner {
  id: number;
  language: string;
}

/** Who may see the follow-up calendar may subscribe to it (the calendar page's own rule). */
export function mayHaveFeed(roles: readonly string[]): boolean {
  return can({ permissions: PAGE_ACCESS["calendar-leads"].permissions }, roles, "list");
}

export async function feedStatus(db: Kysely<Database>, userId: number): Promise<FeedStatus> {
  const row = await db
    .selectFrom("calendar_feeds")
    .select("created_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { active: Boolean(row), created_at: row ? new Date(row.created_at).toISOString() : null };
}

/** A new secret for the user; the previous one, if any, stops working in the same statement. */
export async function replaceFeedToken(db: Kysely<Database>, userId: number): Promise<string> {
  const { token, tokenHash } = newFeedToken();
  await db
    .insertInto("calendar_feeds")
    .values({ user_id: userId, token_hash: tokenHash })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet((eb) => ({ token_hash: eb.ref("excluded.token_hash"), created_at: eb.fn("now") })),
    )
    .execute();
  return token;
}

export async function revokeFeed(db: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await db.deleteFrom("calendar_feeds").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The user a token belongs to, while that user is active and still allowed the calendar; null
 * otherwise, whatever the reason, so a revoked, rotated or unknown token all look the same.
 */
export async function feedOwner(db: Kysely<Database>, token: string): Promise<FeedOwner | null> {
  const row = await db
    .selectFrom("calendar_feeds as f")
    .innerJoin("users as u", "u.id", "f.user_id")
    .select(["u.id", "u.language", "u.active"])
    .select(
      sql<
        string[]
      >`coalesce((select json_agg(r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id),
        '[]'::json)`.as("roles"),
    )
    .where("f.token_hash", "=", hashFeedToken(token))
    .executeTakeFirst();
  if (!row?.active || !mayHaveFeed(row.roles ?? [])) return null;
  return { id: row.id, language: row.language };
}
