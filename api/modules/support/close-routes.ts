import type { FastifyInstance } from "fastify";
import { idParamsSchema } from "../../crud/json-schema.js";
import { conflict } from "../../errors.js";
import { composeCloseMail, ticketRecipients } from "./close-mail.js";
import { newRatingLink, ratingUrl } from "./rating-links.js";
import { setClosing } from "./ticket-closing.js";
import { ticketFor, ticketsGuard, updateTicket } from "./ticket-access.js";
import { ticketAnswer } from "./support-answers.js";

// The close dialog (docs/product.md#states): the ticket is resolved with an optional result; with `notify`, its
// client gets a mail with the result and a single-use rating link, sent once the close commits.
export async function closeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.post(
    "/tickets/:id/close",
    {
      onRequest: app.authenticate,
      preHandler: ticketsGuard("edit"),
      schema: {
        tags: ["support"],
        summary: "Closes a ticket (resolved), optionally notifying the client with a rating link",
        params: idParamsSchema,
        body: {
          type: "object",
          additionalProperties: false,
          required: ["notify"],
          properties: { result: { type: ["string", "null"], maxLength: 5000 }, notify: { type: "boolean" } },
        },
        response: { 200: ticketAnswer("The resolved ticket"), 409: { description: "Already resolved" } },
      },
    },
    async (request) => {
      const body = request.body as { result?: string | null; notify: boolean };
      const result = body.result?.trim() || null;
      setClosing(request, { result });
      const { row, rating } = await db.transaction().execute(async (trx) => {
        const before = await ticketFor(trx, request, "edit", undefined, true);
        if (before.status === "resolved") throw conflict("support-api:alreadyClosed");
        const row = await updateTicket(trx, request, before, { status: "resolved" });
        const rating = body.notify ? await newRatingLink(trx, Number(before.id)) : null;
        return { row, rating };
      });
      if (rating) {
        const ticket = row as Record<string, unknown>;
        const company = await db.selectFrom("company").select("name").where("id", "=", 1).executeTakeFirst();
        const base = app.config.publicUrl;
        for (const to of await ticketRecipients(db, (ticket.client_id as number | null) ?? null)) {
          app.sendMailLater(
            composeCloseMail({
              to,
              title: String(ticket.title),
              token: String(ticket.token),
              result,
              ratingUrl: ratingUrl(base, rating),
              ticketUrl: `${base}/support/ticket-${ticket.token}`,
              company: company?.name ?? "",
            }),
          );
        }
      }
      return row;
    },
  );
}
