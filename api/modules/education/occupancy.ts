import { sql, type Kysely } from "kysely";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "../../../resources/education/education-options.js";
import type { Database } from "../../db/schema.js";

export type Occupancy = Record<RegistrationStatus, number> & { seats: number; free: number };

/**
 * How a course's seats are taken: registrations per status, and the seats left (pending and
 * confirmed hold one each; never below 0, should seats be lowered under what is taken).
 * Read under the course's lock when a decision follows from it.
 */
export async function occupancyOf(db: Kysely<Database>, courseId: number, seats: number): Promise<Occupancy> {
  const { rows } = await sql<{ status: RegistrationStatus; n: number }>`
    select status, count(*)::int as n from course_registrations where course_id = ${courseId} group by status`.execute(
    db,
  );
  const counts = Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, 0])) as Record<RegistrationStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return { ...counts, seats, free: Math.max(0, seats - counts.pending - counts.confirmed) };
}

/** The waitlist's order: first come, first promoted (then by id, for rows of the same instant). */
export const WAITLIST_ORDER = sql`waitlisted_at asc nulls last, id asc`;

/** 1-based positions on the course waitlists, for these registrations (waitlisted ones only). */
export async function waitlistPositions(db: Kysely<Database>, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<{ id: number; position: number }>`
    select id, position from (
      select id, row_number() over (partition by course_id order by ${WAITLIST_ORDER})::int as position
      from course_registrations
      where status = 'waitlisted' and course_id in (select course_id from course_registrations where id =
      any(${sql`array[${sql.join(ids)}]::integer[]`}))
    ) w where id = any(${sql`array[${sql.join(ids)}]::integer[]`})`.execute(db);
  return new Map(rows.map((r) => [r.id, r.position]));
}
