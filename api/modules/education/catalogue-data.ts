import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { selectRows, type Row } from "../../crud/read-rows.js";
import { readViewFor } from "../../crud/reference-scope.js";
import { clientOf, rowScopeFor, scopeCondition } from "../../crud/row-scope.js";
import { forReader, isOutsider } from "../../crud/staff-only.js";
import { companyToday } from "../billing/invoice-status.js";
import { hasEarlierRegistration, offerValidToday } from "./offer-rules.js";
import { COURSES } from "./registration-access.js";
import { sessionsOf } from "./roster-data.js";
import type { Database } from "../../db/schema.js";
import { enrollments } from "../../../resources/education/enrollments.js";

const OFFERS = enrollments;

/**
 * What one may register for today: the active courses that have not ended, with their free
 * seats, waitlist length and weekly classes, and the offers the reader may read that are valid
 * today, each `available` unless it is "new clients only" and the reader's client has registered
 * before (staff, who register for any client, see every offer available).
 */
export async function catalogueFor(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<{ courses: Row[]; offers: Row[] }> {
  const seated = sql<number>`(select count(*)::int from course_registrations r where r.course_id = courses.id and
    r.status in ('pending', 'confirmed'))`;
  const waitlisted = sql<number>`(select count(*)::int from course_registrations r where r.course_id = courses.id and
    r.status = 'waitlisted')`;
  // Who teaches is part of what a course offers: named to every reader of the catalogue, though
  // clients read no staff user's row.
  const teacher = sql<
    string | null
  >`(select nullif(trim(concat_ws(' ', u.name, u.lastname)), '') from users u where u.id = courses.teacher_id)`;
  const courses = await selectRows(db, COURSES, await readViewFor(db, COURSES, request), {
    select: [
      sql<number>`greatest(courses.seats - ${seated}, 0)`.as("free_seats"),
      waitlisted.as("waitlisted"),
      teacher.as("catalogue_teacher"),
    ],
  })
    .where("courses.active", "=", true)
    .where(sql<boolean>`(courses.end_date is null or courses.end_date >= ${companyToday()})`)
    .orderBy(sql`courses.start_date asc nulls last`)
    .orderBy("courses.name")
    .orderBy("courses.id")
    .execute();
  const sessions = await sessionsOf(
    db,
    courses.map((c) => Number(c.id)),
  );

  const clientId = isOutsider(request) ? await clientOf(db, request.auth!.id) : null;
  const available =
    clientId === null
      ? sql<boolean>`true`
      : sql<boolean>`(enrollments.availability <> 'new_clients' or not ${hasEarlierRegistration(clientId)})`;
  const offers = await selectRows(db, OFFERS, await readViewFor(db, OFFERS, request), {
    select: [available.as("available")],
  })
    .where(scopeCondition(OFFERS, await rowScopeFor(db, OFFERS, request, "list")))
    .where(offerValidToday("enrollments"))
    .orderBy("enrollments.name")
    .orderBy("enrollments.id")
    .execute();

  return {
    courses: courses.map(({ catalogue_teacher, ...c }) => ({
      ...c,
      teacher_name: catalogue_teacher ?? null,
      sessions: sessions.get(Number(c.id)) ?? [],
    })),
    offers: forReader(OFFERS, request, offers).map((o) => ({ ...o, available: Boolean(o.available) })),
  };
}
