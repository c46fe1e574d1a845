import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import type { Row } from "../../crud/read-rows.js";
import { notify } from "../notifications/notify.js";
import { draftFeeInvoice } from "./fee-invoice.js";
import { occupancyOf, WAITLIST_ORDER } from "./occupancy.js";
import { REGISTRATIONS, updateRegistration } from "./registration-access.js";
import { dynamicTable } from "../../db/dynamic-table.js";
import type { Database } from "../../db/schema.js";

/**
 * Gives the course's free seats to its waitlist, first come first served: each promoted
 * registration is confirmed, its fee invoice drafted, and its client's users told in the app and
 * by mail. Runs in the caller's transaction with the course row already locked (a withdrawal, a
 * raise of seats), so the seats it counts are the ones it fills. Answers the promoted ids.
 */
export async function fillFreeSeats(
  trx: Kysely<Database>,
  request: FastifyRequest | null,
  course: Row,
): Promise<number[]> {
  const courseId = Number(course.id);
  const { free } = await occupancyOf(trx, courseId, Number(course.seats));
  if (free <= 0) return [];
  const next = await dynamicTable(trx)
    .selectFrom(REGISTRATIONS.table)
    .selectAll()
    .where("course_id", "=", courseId)
    .where("status", "=", "waitlisted")
    .orderBy(WAITLIST_ORDER)
    .limit(free)
    .forUpdate()
    .execute();
  const promoted: number[] = [];
  for (const before of next) {
    const feeInvoiceId = await draftFeeInvoice(trx, request, before);
    await updateRegistration(
      trx,
      request,
      before,
      { status: "confirmed", confirmed_at: sql`now()`, fee_invoice_id: feeInvoiceId },
      "promote",
    );
    await tellClient(trx, before, String(course.name));
    promoted.push(Number(before.id));
  }
  return promoted;
}

/** The users of the registration's client (portal accounts), each in their own language. */
async function tellClient(trx: Kysely<Database>, registration: Row, courseName: string): Promise<void> {
  const users = await trx
    .selectFrom("users")
    .select("id")
    .where("client_id", "=", Number(registration.client_id))
    .where("active", "=", true)
    .execute();
  for (const user of users) {
    await notify(trx, {
      userId: user.id,
      kind: "registration",
      title: `${String(registration.student_name)} · ${courseName}`,
      params: { student: registration.student_name, course: courseName },
      link: `/courses/registrations/show/${registration.id}`,
      resource: REGISTRATIONS.name,
      recordId: Number(registration.id),
    });
  }
}
