import type { FastifyInstance, FastifyRequest } from "fastify";
import { verifactuRecords } from "../../../../resources/billing/verifactu-records.js";
import { accessGuard } from "../../../plugins/access.js";
import { requireUser } from "../../../plugins/auth.js";
import { forbidden } from "../../../errors.js";
import { errorSchema, idParamsSchema, rowSchema } from "../../../crud/json-schema.js";
import { parseListQuery } from "../../../crud/list-query.js";
import { listQuerySchema } from "../../../crud/query-schema.js";
import { listRows } from "../../../crud/read-rows.js";
import { pathId } from "../../../crud/input-guard.js";
import { retryRecord } from "./send/correction.js";

const tags = ["billing"];

// The records' sending to the tax agency (issue 29, docs/verifactu-sending.md): the declared
// list (resources/billing/verifactu-records.ts) under /api/verifactu/records, a record's retry or
// correction, and a send now. Reading follows the declaration (staff who read billing); acting
// is for admins.
const adminsOnly = async (request: FastifyRequest) => {
  const user = requireUser(request);
  if (!user.roles.some((r) => r === "admin" || r === "superadmin")) throw forbidden();
};

const outcomeSchema = {
  type: "object",
  description:
    "What the queue did: sent (a message left; its records' states changed), waiting (the agency's waiting time "
    + "or a backoff holds until not_before), busy (another instance is sending), idle (nothing due), "
    + "no_certificate, unreachable, refused",
  properties: {
    outcome: { type: "string", enum: ["sent", "waiting", "busy", "idle", "no_certificate", "unreachable", "refused"] },
    records: { type: "integer" },
    late: { type: "boolean" },
    wait_seconds: { type: "integer" },
    not_before: { type: "string", format: "date-time" },
    retry_at: { type: "string", format: "date-time" },
    error: { type: "string" },
  },
  required: ["outcome"],
};

export async function verifactuRecordsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const row = rowSchema(verifactuRecords);

  app.get(
    "/verifactu/records",
    {
      onRequest: app.authenticate,
      preHandler: accessGuard(verifactuRecords, "list"),
      schema: {
        tags,
        summary: "VeriFactu records with their sending state (filters status and invoice_id)",
        description: "Rows of one page; the header x-total-count holds the total under the same filters.",
        operationId: "verifactuRecords_list",
        querystring: listQuerySchema(verifactuRecords),
        response: {
          200: { type: "array", items: row, description: "One page of records" },
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(verifactuRecords, request.query as Record<string, unknown>);
      const { rows, total } = await listRows(db, verifactuRecords, query);
      reply.header("x-total-count", String(total));
      return rows;
    },
  );

  app.post(
    "/verifactu/records/:id/retry",
    {
      onRequest: app.authenticate,
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: "Retries a record: a pending one now, a rejected one corrected and queued as its subsanación",
        operationId: "verifactuRecords_retry",
        params: idParamsSchema,
        body: { type: ["object", "null"], additionalProperties: false, properties: {} },
        response: {
          200: {
            type: "object",
            properties: {
              action: { type: "string", enum: ["due_now", "corrected"] },
              record_id: { type: "integer" },
              correction_id: { type: "integer" },
            },
            required: ["action", "record_id"],
          },
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: { ...errorSchema, description: "Nothing to retry (sent, accepted) or already corrected" },
        },
      },
    },
    async (request) => {
      const result = await db.transaction().execute((trx) => retryRecord(trx, request, pathId(request)));
      return {
        action: result.action,
        record_id: result.recordId,
        ...(result.action === "corrected" && { correction_id: result.correctionId }),
      };
    },
  );

  app.post(
    "/verifactu/send-now",
    {
      onRequest: app.authenticate,
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: "Runs the queue at once: one message if the agency's waiting time is over",
        operationId: "verifactu_sendNow",
        body: { type: ["object", "null"], additionalProperties: false, properties: {} },
        response: { 200: outcomeSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const r = await app.verifactu.sendNext();
      switch (r.outcome) {
        case "sent":
          return {
            outcome: r.outcome,
            records: r.records,
            late: r.late,
            wait_seconds: r.waitSeconds,
            not_before: r.notBefore.toISOString(),
          };
        case "waiting":
          return { outcome: r.outcome, not_before: r.notBefore.toISOString() };
        case "unreachable":
          return { outcome: r.outcome, records: r.records, retry_at: r.retryAt.toISOString(), error: r.error };
        case "refused":
          return { outcome: r.outcome, records: r.records, error: r.error };
        case "no_certificate":
          return { outcome: r.outcome, records: r.pending };
        default:
          return { outcome: r.outcome };
      }
    },
  );
}
