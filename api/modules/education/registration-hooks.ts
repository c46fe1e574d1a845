import { sql, type Kysely } from "kysely";
import type { WriteEvent, WriteHookEntry } from "../../crud/write-hooks.js";
import { isOutsider } from "../../crud/staff-only.js";
import { fieldError } from "../../errors.js";
import { draftFeeInvoice } from "./fee-invoice.js";
import { occupancyOf } from "./occupancy.js";
import { assertOfferUsable } from "./offer-rules.js";
import { lockCourse, REGISTRATIONS } from "./registration-access.js";
import type { Database } from "../../db/schema.js";

// The rules of registering (docs/education-api.md, "Registering") on the generic writes of
// course-registrations. The server decides the status with the course row locked, so concurrent
// registrations queue on it and pending + confirmed never pass the course's seats.
export const REGISTRATION_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: REGISTRATIONS.name,
    hooks: {
      async beforeWrite(event) {
        if (event.action === "create") await beforeCreate(event);
        else if (event.action === "edit") await beforeEdit(event);
      },
    },
  },
];

async function beforeCreate(event: WriteEvent): Promise<void> {
  const { trx, values, request } = event;
  const courseId = Number(values.course_id);
  const clientId = Number(values.client_id);
  const course = await lockCourse(trx, courseId);
  if (!course?.active || course.ended) throw fieldError("course_id", "education-api:courseClosed");
  // A client's registrations queue on its row too (after the course's: one order for all), so
  // a "new clients only" offer sees every earlier registration, even one of another course.
  await trx.selectFrom("lead_clients").select("id").where("id", "=", clientId).forNoKeyUpdate().execute();
  if (values.enrollment_id !== null && values.enrollment_id !== undefined) {
    await assertOfferUsable(trx, { offerId: Number(values.enrollment_id), clientId, courseId });
  }
  await assertNewStudent(trx, courseId, clientId, String(values.student_name));

  // To the millisecond, as answers carry it: a list filtered by a row's created_at finds the row.
  values.created_at = sql`date_trunc('milliseconds', now())`;
  // A script (request null) registers for the company, as staff do.
  const staff = request === null || !isOutsider(request);
  // The author is a staff user (team-members); a client's own registration has none.
  if (!staff) values.created_by_id = null;
  const { free } = await occupancyOf(trx, courseId, Number(course.seats));
  if (free <= 0) {
    values.status = "waitlisted";
    values.waitlisted_at = sql`clock_timestamp()`;
  } else if (staff || course.auto_confirm) {
    values.status = "confirmed";
    values.confirmed_at = sql`now()`;
    values.fee_invoice_id = await draftFeeInvoice(trx, request, values);
  } else {
    values.status = "pending";
  }
}

async function beforeEdit(event: WriteEvent): Promise<void> {
  const { trx, values, before } = event;
  if (!before) return;
  // A registration stays in its course and with its client: withdraw it and register again.
  for (const field of ["course_id", "client_id"]) {
    if (Object.hasOwn(values, field) && Number(values[field]) !== Number(before[field]))
      throw fieldError(field, "education-api:fixedOnEdit");
  }
  const offer = values.enrollment_id;
  if (offer !== null && offer !== undefined && Number(offer) !== Number(before.enrollment_id)) {
    await assertOfferUsable(trx, {
      offerId: Number(offer),
      clientId: Number(before.client_id),
      courseId: Number(before.course_id),
      registrationId: Number(before.id),
    });
  }
  const name = values.student_name;
  if (typeof name === "string" && sameName(name) !== sameName(String(before.student_name))) {
    await assertNewStudent(trx, Number(before.course_id), Number(before.client_id), name, Number(before.id));
  }
}

const sameName = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * One registration per student (a client's child, by name) and course, withdrawn ones aside: one
 * may register again after a baja.
 */
async function assertNewStudent(
  trx: Kysely<Database>,
  courseId: number,
  clientId: number,
  studentName: string,
  except?: number,
): Promise<void> {
  const taken = await trx
    .selectFrom("course_registrations")
    .select("id")
    .where("course_id", "=", courseId)
    .where("client_id", "=", clientId)
    .where("status", "<>", "withdrawn")
    .where(sql<boolean>`lower(regexp_replace(btrim(student_name), '\\s+', ' ', 'g')) = ${sameName(studentName)}`)
    .$if(except !== undefined, (q) => q.where("id", "<>", except!))
    .executeTakeFirst();
  if (taken) throw fieldError("student_name", "education-api:alreadyRegistered");
}
