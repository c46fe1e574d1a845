import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { parsePage } from "../../crud/list-query.js";

/** Rows per page when `_end` is not given. */
export const ACTIVITY_PAGE = 20;

/** The activity-log rows the user made, newest first, one page and the total. */
export async function myActivity(db: Kysely<Database>, userId: number, query: Record<string, unknown>) {
  // The generic lists' window rule and 400s.
  const { offset, limit } = parsePage(query, ACTIVITY_PAGE);
  const rows =
    limit === 0
      ? []
      : await db
          .selectFrom("audit_logs")
          .select(["id", "action", "resource", "record_id", "before", "after", "ip", "user_agent", "created_at"])
          .where("user_id", "=", userId)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .offset(offset)
          .limit(limit)
          .execute();
  const { total } = await db
    .selectFrom("audit_logs")
    .select(sql<number>`count(*)::int`.as("total"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return { rows: rows.map((r) => ({ ...r, id: r.id })), total: Number(total) };
}
