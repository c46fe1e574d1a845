import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { translator } from "../../i18n.js";
import { draftInvoice } from "./draft-invoice.js";
import type { Database } from "../../db/schema.js";

/** A registration's row or values (client_id, course_id, enrollment_id, student_name). */
export type FeeRegistration = Record<string, unknown>;

/**
 * What enrolling costs: the offer's fee when the registration names an offer (an offer may
 * waive it with 0), else the course's enrolment fee.
 */
async function feeOf(
  trx: Kysely<Database>,
  registration: FeeRegistration,
): Promise<{ amount: number; course: string; vat: "exempt" | "taxed"; ground: string }> {
  const course = await trx
    .selectFrom("courses")
    .select(["name", "enrollment_fee", "vat_treatment", "exemption_ground"])
    .where("id", "=", Number(registration.course_id))
    .executeTakeFirstOrThrow();
  let amount = Number(course.enrollment_fee ?? 0);
  if (registration.enrollment_id !== null && registration.enrollment_id !== undefined) {
    const offer = await trx
      .selectFrom("enrollments")
      .select("fee")
      .where("id", "=", Number(registration.enrollment_id))
      .executeTakeFirst();
    if (offer) amount = Number(offer.fee ?? 0);
  }
  return {
    amount,
    course: String(course.name),
    vat: course.vat_treatment === "taxed" ? "taxed" : "exempt",
    ground: String(course.exemption_ground),
  };
}

/**
 * Drafts the enrolment-fee invoice of a registration that takes its seat confirmed (confirmed
 * by staff, registered confirmed, promoted from the waitlist): one line "Matrícula · course ·
 * student" in the invoice's language, with the course's VAT treatment. Answers its id, or null
 * when enrolling costs nothing.
 */
export async function draftFeeInvoice(
  trx: Kysely<Database>,
  request: FastifyRequest | null,
  registration: FeeRegistration,
): Promise<number | null> {
  const fee = await feeOf(trx, registration);
  if (fee.amount <= 0) return null;
  const student = String(registration.student_name);
  const invoice = await draftInvoice(trx, {
    clientId: Number(registration.client_id),
    lines: [
      {
        description: (language) => translator(language)("education-api:feeLine", { course: fee.course, student }),
        unit_price: fee.amount,
        vat: fee.vat,
        exemptionGround: fee.ground,
      },
    ],
  });
  await recordAudit(trx, request, {
    action: "create",
    resource: "invoices",
    recordId: invoice.id,
    after: { enrollment_fee: fee.amount, student_name: student },
  });
  return invoice.id;
}
