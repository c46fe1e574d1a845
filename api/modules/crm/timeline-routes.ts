import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { idParamsSchema } from "../../crud/json-schema.js";
import { parsePage } from "../../crud/list-query.js";
import { pageQueryProperties } from "../../crud/query-schema.js";
import { badRequest } from "../../errors.js";
import { recordLeadEvent } from "./lead-events.js";
import { LEAD_EVENT_KINDS } from "../../../resources/crm/lead-page-answers.js";
import { leadFor, leadsGuard } from "./lead-access.js";
import { noteAddedAnswer } from "./crm-answers.js";

// GET /api/leads/:id/timeline (newest first, filterable by kind) and POST /api/leads/:id/notes.
const eventSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    kind: { type: "string" },
    at: { type: "string", format: "date-time" },
    actor_id: { type: ["integer", "null"] },
    actor_name: { type: ["string", "null"] },
    data: { type: "object", additionalProperties: true },
  },
};

function kindsOf(raw: unknown): string[] | null {
  if (raw === undefined || raw === "") return null;
  const kinds = String(raw)
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  for (const kind of kinds)
    if (!(LEAD_EVENT_KINDS as readonly string[]).includes(kind))
      throw badRequest("errors:invalidFilterValue", { field: "kind" });
  return kinds;
}

export async function timelineRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get(
    "/leads/:id/timeline",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("show"),
      schema: {
        tags: ["crm"],
        summary: "A lead's timeline, newest first",
        params: idParamsSchema,
        querystring: {
          type: "object",
          additionalProperties: false,
          properties: {
            ...pageQueryProperties(),
            kind: { type: "string", description: `Comma-separated, among: ${LEAD_EVENT_KINDS.join(", ")}` },
          },
        },
        response: { 200: { type: "array", items: eventSchema } },
      },
    },
    async (request, reply) => {
      const lead = await leadFor(db, request, "show");
      const query = request.query as Record<string, unknown>;
      const { offset, limit } = parsePage(query);
      const kinds = kindsOf(query.kind);
      const where = sql`e.lead_id = ${lead.id} ${kinds ? sql`and e.kind in (${sql.join(kinds)})` : sql``}`;
      const { rows } = await sql`
        select e.id::int as id, e.kind, e.at, e.actor_id, nullif(concat_ws(' ', u.name, u.lastname), '') as actor_name,
        e.data
        from lead_events e left join users u on u.id = e.actor_id
        where ${where} order by e.at desc, e.id desc offset ${offset} limit ${limit}`.execute(db);
      const total = await sql<{ n: number }>`select count(*)::int as n from lead_events e where ${where}`.execute(db);
      reply.header("x-total-count", String(total.rows[0].n));
      return rows;
    },
  );

  app.post(
    "/leads/:id/notes",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("edit"),
      schema: {
        tags: ["crm"],
        summary: "Adds a note to a lead's timeline",
        params: idParamsSchema,
        body: {
          type: "object",
          additionalProperties: false,
          required: ["text"],
          properties: { text: { type: "string", minLength: 1, maxLength: 5000, pattern: "\\S" } },
        },
        response: { 201: noteAddedAnswer },
      },
    },
    async (request, reply) => {
      const text = (request.body as { text: string }).text.trim();
      await db.transaction().execute(async (trx) => {
        const lead = await leadFor(trx, request, "edit", undefined, true);
        await recordLeadEvent(trx, {
          leadId: Number(lead.id),
          kind: "note",
          actorId: request.auth!.id,
          data: { text },
        });
        // The lead itself changes (updated_at), so its page hears of the note live.
        await trx
          .updateTable("leads")
          .set({ updated_at: sql`now()` })
          .where("id", "=", lead.id as number)
          .execute();
      });
      return reply.status(201).send({ ok: true });
    },
  );
}
