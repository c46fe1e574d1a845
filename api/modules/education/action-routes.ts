import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { pathId } from "../../crud/input-guard.js";
import { errorSchema, idParamsSchema, rowSchema } from "../../crud/json-schema.js";
import { findRow, type Row } from "../../crud/read-rows.js";
import { rowInScope } from "../../crud/row-in-scope.js";
import { isOutsider } from "../../crud/staff-only.js";
import { conflict } from "../../errors.js";
import { accessGuard } from "../../plugins/access.js";
import { companyToday } from "../billing/invoice-status.js";
import { draftFeeInvoice } from "./fee-invoice.js";
import { fillFreeSeats } from "./promotion.js";
import { lockCourse, REGISTRATIONS, registrationAnswer, updateRegistration } from "./registration-access.js";
import type { Database } from "../../db/schema.js";

const tags = ["education"];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorSchema]));
/** confirm and complete take nothing: an empty object, or no body at all. */
const noBody = { type: ["object", "null"], additionalProperties: false, properties: {} };
const response = (description: string) => ({
  200: { ...rowSchema(REGISTRATIONS), description },
  ...errors(400, 401, 403, 404, 409),
});

// A registration's actions (docs/education-api.md, "Actions"). Each answers the registration as
// GET /api/course-registrations/{id} does. Staff confirm, withdraw and complete; a client
// withdraws its own (another client's is a 404, as on the generic routes).
export async function actionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  /** The registration locked for a change, after the reader's access to it is known. */
  async function locked(
    trx: Kysely<Database>,
    request: FastifyRequest,
    action: "show" | "edit",
    withCourse: boolean,
  ): Promise<Row> {
    const id = pathId(request);
    const seen = await rowInScope(trx, REGISTRATIONS, request, action, id);
    // The course first, then the registration: the order every seat-changing write locks in.
    if (withCourse) await lockCourse(trx, Number(seen.course_id));
    return (await findRow(trx, REGISTRATIONS, id, undefined, true))!;
  }

  app.post(
    "/course-registrations/:id/confirm",
    {
      onRequest: app.authenticate,
      preHandler: accessGuard(REGISTRATIONS, "edit"),
      schema: {
        tags,
        summary: "Confirms a pending registration, drafting its enrolment-fee invoice",
        params: idParamsSchema,
        body: noBody,
        response: response("The confirmed registration"),
      },
    },
    async (request) => {
      const id = await db.transaction().execute(async (trx) => {
        const before = await locked(trx, request, "edit", false);
        if (before.status !== "pending") throw conflict("education-api:notPending");
        const feeInvoiceId = await draftFeeInvoice(trx, request, before);
        await updateRegistration(
          trx,
          request,
          before,
          { status: "confirmed", confirmed_at: sql`now()`, fee_invoice_id: feeInvoiceId },
          "confirm",
        );
        return Number(before.id);
      });
      return registrationAnswer(db, request, id);
    },
  );

  app.post(
    "/course-registrations/:id/withdraw",
    {
      onRequest: app.authenticate,
      preHandler: accessGuard(REGISTRATIONS, "show"),
      schema: {
        tags,
        summary: "Withdraws a registration (baja), promoting the first of the waitlist when it held a seat",
        params: idParamsSchema,
        body: {
          type: ["object", "null"],
          additionalProperties: false,
          properties: {
            reason: { type: ["string", "null"], maxLength: 500 },
            withdrawn_on: { type: ["string", "null"], format: "date" },
          },
        },
        response: response("The withdrawn registration"),
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as { reason?: string | null; withdrawn_on?: string | null };
      const id = await db.transaction().execute(async (trx) => {
        const before = await locked(trx, request, isOutsider(request) ? "show" : "edit", true);
        if (before.status === "withdrawn" || before.status === "completed")
          throw conflict("education-api:notWithdrawable");
        const heldSeat = before.status === "pending" || before.status === "confirmed";
        await updateRegistration(
          trx,
          request,
          before,
          {
            status: "withdrawn",
            withdrawn_on: body.withdrawn_on ?? companyToday(),
            withdrawal_reason: body.reason?.trim() || null,
          },
          "withdraw",
        );
        if (heldSeat) await fillFreeSeats(trx, request, (await lockCourse(trx, Number(before.course_id)))!);
        return Number(before.id);
      });
      return registrationAnswer(db, request, id);
    },
  );

  app.post(
    "/course-registrations/:id/complete",
    {
      onRequest: app.authenticate,
      preHandler: accessGuard(REGISTRATIONS, "edit"),
      schema: {
        tags,
        summary: "Completes a confirmed registration (the student finished the course)",
        params: idParamsSchema,
        body: noBody,
        response: response("The completed registration"),
      },
    },
    async (request) => {
      const id = await db.transaction().execute(async (trx) => {
        const before = await locked(trx, request, "edit", false);
        if (before.status !== "confirmed") throw conflict("education-api:notConfirmed");
        await updateRegistration(trx, request, before, { status: "completed", completed_at: sql`now()` }, "complete");
        return Number(before.id);
      });
      return registrationAnswer(db, request, id);
    },
  );
}
