import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

const MAX_PAGE = 100;

/** The activity-log rows the user made, newest first, one page and the total. */
export async function myActivity(db: Kysely<Database>, userId: number, q: { _start?: number; _end?: number }) {
  const offset = q._start ?? 0;
  const limit = Math.max(0, Math.min((q._end ?? offset + 20) - offset, MAX_PAGE));
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
  const { total } = await db.selectFrom("audit_logs").select(sql<number>`count(*)::int`.as("total")).where("user_id", "=", userId).executeTakeFirstOrThrow();
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })), total: Number(total) };
}
