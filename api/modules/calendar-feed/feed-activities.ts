import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

// What a user's calendar feed shows: the follow-up activities they own, from 90 days back.
export const FEED_DAYS_BACK = 90;
export const FEED_MAX_EVENTS = 2000;

export interface FeedActivity {
  id: number;
  lead_id: number;
  lead_name: string;
  type: string;
  subject: string;
  notes: string | null;
  outcome: string | null;
  due_at: Date;
  duration_minutes: number;
  done: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** Past the cap, the activities nearest to now are the ones kept (an agenda looks there). */
export async function feedActivities(db: Kysely<Database>, userId: number): Promise<FeedActivity[]> {
  const rows = await db
    .selectFrom("lead_activities as a")
    .innerJoin("leads as l", "l.id", "a.lead_id")
    .select([
      "a.id",
      "a.lead_id",
      "l.name as lead_name",
      "a.type",
      "a.subject",
      "a.notes",
      "a.outcome",
      "a.due_at",
      "a.duration_minutes",
      "a.done",
      "a.version",
      "a.created_at",
      "a.updated_at",
    ])
    .where("a.owner_id", "=", userId)
    .where("a.due_at", ">=", sql<Date>`now() - make_interval(days => ${FEED_DAYS_BACK})`)
    .orderBy(sql`abs(extract(epoch from a.due_at - now()))`)
    .orderBy("a.id")
    .limit(FEED_MAX_EVENTS)
    .execute();
  return rows.map((r) => ({
    ...r,
    due_at: new Date(r.due_at),
    created_at: new Date(r.created_at),
    updated_at: new Date(r.updated_at),
  })) as FeedActivity[];
}
