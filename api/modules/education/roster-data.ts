import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { selectRows, type Row } from "../../crud/read-rows.js";
import { readViewFor } from "../../crud/reference-scope.js";
import { notFound } from "../../errors.js";
import { occupancyOf, WAITLIST_ORDER, type Occupancy } from "./occupancy.js";
import { REGISTRATIONS } from "./registration-access.js";
import type { Database } from "../../db/schema.js";

export interface RosterCourse {
  id: number;
  name: string;
  seats: number;
  start_date: string | null;
  end_date: string | null;
  teacher_name: string | null;
  sessions: { weekday: string; start_time: string; end_time: string; room: string | null }[];
}

export interface Roster {
  course: RosterCourse;
  occupancy: Occupancy;
  seated: Row[];
  waitlist: (Row & { position: number })[];
  withdrawn: Row[];
  completed: Row[];
}

const WEEKDAY_ORDER = sql`array_position(array['mon','tue','wed','thu','fri','sat','sun']::text[], weekday::text)`;

/** A date column as YYYY-MM-DD, whatever the driver makes of it. */
export const isoDate = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

/** The weekly classes of these courses, by course, Monday first. */
export async function sessionsOf(
  db: Kysely<Database>,
  courseIds: number[],
): Promise<Map<number, RosterCourse["sessions"]>> {
  const out = new Map<number, RosterCourse["sessions"]>();
  if (!courseIds.length) return out;
  const rows = await db
    .selectFrom("course_sessions")
    .select(["course_id", "weekday", "start_time", "end_time", "room"])
    .where("course_id", "in", courseIds)
    .orderBy(WEEKDAY_ORDER)
    .orderBy("start_time")
    .execute();
  for (const r of rows) {
    const list = out.get(r.course_id) ?? [];
    list.push({
      weekday: String(r.weekday),
      start_time: String(r.start_time),
      end_time: String(r.end_time),
      room: (r.room as string | null) ?? null,
    });
    out.set(r.course_id, list);
  }
  return out;
}

/**
 * A course page's roster: occupancy, the seated students (pending and confirmed, by name), the
 * waitlist in promotion order with positions, the withdrawn (latest first) and the completed.
 */
export async function rosterOf(db: Kysely<Database>, request: FastifyRequest, courseId: number): Promise<Roster> {
  const course = await db
    .selectFrom("courses as c")
    .leftJoin("users as u", "u.id", "c.teacher_id")
    .select([
      "c.id",
      "c.name",
      "c.seats",
      "c.start_date",
      "c.end_date",
      sql<string | null>`nullif(trim(concat_ws(' ', u.name, u.lastname)), '')`.as("teacher_name"),
    ])
    .where("c.id", "=", courseId)
    .executeTakeFirst();
  if (!course) throw notFound();
  const view = await readViewFor(db, REGISTRATIONS, request);
  const rows = (status: string[], ...order: ReturnType<typeof sql>[]) =>
    order
      .reduce(
        (q, o) => q.orderBy(o),
        selectRows(db, REGISTRATIONS, view).where("course_id", "=", courseId).where("status", "in", status),
      )
      .execute();
  const [occupancy, seated, waitlist, withdrawn, completed, sessions] = await Promise.all([
    occupancyOf(db, courseId, course.seats),
    rows(["pending", "confirmed"], sql`lower(student_name)`, sql`id`),
    rows(["waitlisted"], WAITLIST_ORDER),
    rows(["withdrawn"], sql`withdrawn_on desc`, sql`id desc`),
    rows(["completed"], sql`lower(student_name)`, sql`id`),
    sessionsOf(db, [courseId]),
  ]);
  return {
    course: {
      id: course.id,
      name: String(course.name),
      seats: course.seats,
      start_date: isoDate(course.start_date),
      end_date: isoDate(course.end_date),
      teacher_name: course.teacher_name ?? null,
      sessions: sessions.get(courseId) ?? [],
    },
    occupancy,
    seated,
    waitlist: waitlist.map((r, i) => ({ ...r, position: i + 1 })),
    withdrawn,
    completed,
  };
}
