import type { FastifyInstance, FastifyRequest } from "fastify";
import { idParamsSchema } from "../../crud/json-schema.js";
import { listRows } from "../../crud/read-rows.js";
import { parseListQuery } from "../../crud/list-query.js";
import { rowScopeFor } from "../../crud/row-scope.js";
import { isOutsider } from "../../crud/staff-only.js";
import { forbidden } from "../../errors.js";
import { loadCalendar } from "./sla/calendar.js";
import { slaSummary } from "./sla/sla-clock.js";
import { TICKETS, ticketFor, ticketsGuard } from "./ticket-access.js";
import { slaAnswer, slaListAnswer } from "./support-answers.js";
import { rowOf } from "../../db/dynamic-table.js";

// The SLA clocks as the board and the ticket page show them: time left in business time, share
// spent and state. Staff only: a client never sees the support team's clock.
const MAX_IDS = 200;

async function staffOnly(request: FastifyRequest): Promise<void> {
  if (isOutsider(request)) throw forbidden();
}

export async function slaRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get(
    "/tickets/:id/sla",
    {
      onRequest: app.authenticate,
      preHandler: [ticketsGuard("show"), staffOnly],
      schema: {
        tags: ["support"],
        summary: "A ticket's SLA clocks",
        params: idParamsSchema,
        response: { 200: slaAnswer },
      },
    },
    async (request) => {
      const ticket = await ticketFor(db, request, "show");
      return slaSummary(rowOf("tickets", ticket), await loadCalendar(db));
    },
  );

  app.get(
    "/tickets/sla",
    {
      onRequest: app.authenticate,
      preHandler: [ticketsGuard("list"), staffOnly],
      schema: {
        tags: ["support"],
        summary: "The SLA clocks of several tickets (the board's visible cards)",
        // `ids` is optional (none: an empty answer), so an unknown parameter is the one reported.
        querystring: {
          type: "object",
          additionalProperties: false,
          properties: { ids: { type: "string", pattern: "^\\d{1,10}(,\\d{1,10}){0,199}$" } },
        },
        response: { 200: slaListAnswer },
      },
    },
    async (request) => {
      const text = (request.query as { ids?: string }).ids;
      if (!text) return [];
      const ids = [...new Set(text.split(",").map(Number))].slice(0, MAX_IDS);
      const query = parseListQuery(TICKETS, { id: ids.map(String), _start: "0", _end: String(ids.length) });
      const { rows } = await listRows(db, TICKETS, query, await rowScopeFor(db, TICKETS, request, "list"));
      const calendar = await loadCalendar(db);
      const now = new Date();
      return rows.map((row) => rowOf("tickets", row)).map((row) => ({ id: row.id, ...slaSummary(row, calendar, now) }));
    },
  );
}
