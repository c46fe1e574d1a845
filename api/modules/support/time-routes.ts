import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { idParamsSchema } from "../../crud/json-schema.js";
import { isOutsider } from "../../crud/staff-only.js";
import { forbidden } from "../../errors.js";
import { ticketFor, ticketsGuard } from "./ticket-access.js";
import { timeEntriesAnswer, timeEntryAnswer } from "./support-answers.js";

// Time spent on a ticket goes into the same ledger as time on tasks (time_entries, with
// ticket_id instead of task_id), billable or not, so billing finds it beside the tasks' hours.
const ENTRY_COLUMNS = [
  "e.id",
  "e.user_id",
  "e.started_at",
  "e.minutes",
  "e.note",
  "e.billable",
  "e.created_at",
] as const;

export async function timeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const staffOnly = async (request: Parameters<typeof isOutsider>[0]) => {
    if (isOutsider(request)) throw forbidden();
  };

  app.get(
    "/tickets/:id/time",
    {
      onRequest: app.authenticate,
      preHandler: [ticketsGuard("show"), staffOnly],
      schema: {
        tags: ["support"],
        summary: "Time logged on a ticket",
        params: idParamsSchema,
        response: { 200: timeEntriesAnswer },
      },
    },
    async (request) => {
      const ticket = await ticketFor(db, request, "show");
      return db
        .selectFrom("time_entries as e")
        .leftJoin("users as u", "u.id", "e.user_id")
        .select([...ENTRY_COLUMNS, sql<string>`trim(concat(u.name, ' ', u.lastname))`.as("user_name")])
        .where("e.ticket_id", "=", Number(ticket.id))
        .orderBy("e.started_at", "desc")
        .orderBy("e.id", "desc")
        .execute();
    },
  );

  app.post(
    "/tickets/:id/time",
    {
      onRequest: app.authenticate,
      preHandler: [ticketsGuard("show"), staffOnly],
      schema: {
        tags: ["support"],
        summary: "Logs time on a ticket",
        params: idParamsSchema,
        body: {
          type: "object",
          additionalProperties: false,
          required: ["minutes"],
          properties: {
            minutes: { type: "integer", minimum: 1, maximum: 100000 },
            note: { type: ["string", "null"], maxLength: 500 },
            billable: { type: "boolean", default: true },
            started_at: { type: "string", format: "date-time" },
          },
        },
        response: { 201: timeEntryAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body as { minutes: number; note?: string | null; billable: boolean; started_at?: string };
      const entry = await db.transaction().execute(async (trx) => {
        const ticket = await ticketFor(trx, request, "show");
        const startedAt = body.started_at ? new Date(body.started_at) : new Date(Date.now() - body.minutes * 60_000);
        const values = {
          ticket_id: Number(ticket.id),
          user_id: request.auth!.id,
          started_at: startedAt,
          ended_at: new Date(startedAt.getTime() + body.minutes * 60_000),
          minutes: body.minutes,
          note: body.note?.trim() || null,
          billable: body.billable,
        };
        const row = await trx
          .insertInto("time_entries")
          .values(values)
          .returning(["id", "user_id", "started_at", "minutes", "note", "billable", "created_at"])
          .executeTakeFirstOrThrow();
        await recordAudit(trx, request, {
          action: "create",
          resource: "time-entries",
          recordId: row.id,
          after: values,
        });
        return row;
      });
      return reply.status(201).send(entry);
    },
  );
}
