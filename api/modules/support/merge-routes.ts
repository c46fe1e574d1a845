import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { idParamsSchema } from "../../crud/json-schema.js";
import { fieldError } from "../../errors.js";
import { markClosing } from "../../crud/closing-writes.js";
import { ticketFor, ticketsGuard, updateTicket } from "./ticket-access.js";
import { ticketAnswer } from "./support-answers.js";

// Two tickets of the same client become one: the source's conversation moves under the target
// (each message keeps its time, so the thread reads in order), its files with its messages, and
// the source is resolved, pointing at the target. One transaction, both rows locked.
export async function mergeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.post(
    "/tickets/:id/merge",
    {
      onRequest: app.authenticate,
      preHandler: ticketsGuard("edit"),
      schema: {
        tags: ["support"],
        summary: "Merges another ticket of the same client into this one",
        params: idParamsSchema,
        body: {
          type: "object",
          additionalProperties: false,
          required: ["source_id"],
          properties: { source_id: { type: "integer", minimum: 1, maximum: 2147483647 } },
        },
        response: {
          200: ticketAnswer("The target ticket, with the source's conversation"),
          409: { description: "Another client's ticket, the same ticket, or one already resolved" },
        },
      },
    },
    async (request) => {
      const sourceId = (request.body as { source_id: number }).source_id;
      // The merge closes its source with its own confirmation (the merge dialog): the source's
      // conversation goes on in the target, whose client is the same.
      markClosing(request);
      return db.transaction().execute(async (trx) => {
        const target = await ticketFor(trx, request, "edit", undefined, true);
        if (sourceId === Number(target.id)) throw fieldError("source_id", "support-api:merge.same");
        const source = await ticketFor(trx, request, "edit", sourceId, true).catch(() => {
          throw fieldError("source_id", "validation:reference");
        });
        if (source.merged_into_id) throw fieldError("source_id", "support-api:merge.alreadyMerged");
        if ((source.client_id ?? null) !== (target.client_id ?? null))
          throw fieldError("source_id", "support-api:merge.otherClient");
        const moved = await trx
          .updateTable("ticket_messages")
          .set({ ticket_id: Number(target.id) })
          .where("ticket_id", "=", sourceId)
          .returning("id")
          .execute();
        await trx
          .insertInto("ticket_messages")
          .values({
            ticket_id: Number(target.id),
            author_id: request.auth!.id,
            internal: true,
            body: request.t("support-api:merge.note", { title: source.title, token: source.token }),
          })
          .execute();
        await trx
          .updateTable("time_entries")
          .set({ ticket_id: Number(target.id) })
          .where("ticket_id", "=", sourceId)
          .execute();
        const closedSource = source.status === "resolved" ? {} : { status: "resolved" };
        await updateTicket(trx, request, source, { ...closedSource, merged_into_id: Number(target.id) });
        await recordAudit(trx, request, {
          action: "merge",
          resource: "tickets",
          recordId: Number(target.id),
          after: { source_id: sourceId, messages: moved.length },
        });
        return updateTicket(trx, request, target, {
          last_message_at: sql`greatest(last_message_at, ${source.last_message_at ?? null}::timestamptz)`,
        });
      });
    },
  );
}
