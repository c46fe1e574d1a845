import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

// One user's notifications: every query is narrowed to the reader's own rows, so another user's
// notification is simply not there (404 on its routes, absent from lists and counts).

export const NOTIFICATION_COLUMNS = [
  "id",
  "kind",
  "title",
  "params",
  "body",
  "link",
  "resource",
  "record_id",
  "read_at",
  "created_at",
] as const;

export interface NotificationPage {
  rows: Record<string, unknown>[];
  total: number;
  unread: number;
}

export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  page: { offset: number; limit: number; unreadOnly: boolean },
): Promise<NotificationPage> {
  let query = db
    .selectFrom("notifications")
    .select([...NOTIFICATION_COLUMNS])
    .where("user_id", "=", userId);
  if (page.unreadOnly) query = query.where("read_at", "is", null);
  const [rows, counts] = await Promise.all([
    query.orderBy("created_at", "desc").orderBy("id", "desc").offset(page.offset).limit(page.limit).execute(),
    countNotifications(db, userId),
  ]);
  return { rows, total: page.unreadOnly ? counts.unread : counts.total, unread: counts.unread };
}

export async function countNotifications(
  db: Kysely<Database>,
  userId: number,
): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom("notifications")
    .select([sql<number>`count(*)`.as("total"), sql<number>`count(*) filter (where read_at is null)`.as("unread")])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return { total: row.total, unread: row.unread };
}

/**
 * Marks one of the user's notifications read (once: a second call keeps the first time); undefined when it is not
 * theirs.
 */
export async function markRead(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<{ id: number; read_at: Date } | undefined> {
  const marked = await db
    .updateTable("notifications")
    .set({ read_at: sql`now()` })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .returning(["id", "read_at"])
    .executeTakeFirst();
  if (marked) return marked as { id: number; read_at: Date };
  const already = await db
    .selectFrom("notifications")
    .select(["id", "read_at"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return already as { id: number; read_at: Date } | undefined;
}

export async function markAllRead(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ read_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
