import type { FastifyInstance } from "fastify";
import { sql, type Kysely } from "kysely";
import { idParamsSchema } from "../../crud/json-schema.js";
import { isOutsider } from "../../crud/staff-only.js";
import { AppError, conflict, forbidden, notFound } from "../../errors.js";
import { hashRatingToken } from "./rating-links.js";
import { ticketFor, ticketsGuard, updateTicket } from "./ticket-access.js";
import { ratingLinkAnswer, thanksAnswer, ticketAnswer } from "./support-answers.js";
import type { Database } from "../../db/schema.js";

// Satisfaction (1–5 and a comment): by a client user on their resolved ticket, or by anyone
// holding the mailed link, once. A spent or expired link answers 410 and changes nothing.
const RATING_BODY = {
  type: "object",
  additionalProperties: false,
  required: ["rating"],
  properties: {
    rating: { type: "integer", minimum: 1, maximum: 5 },
    comment: { type: ["string", "null"], maxLength: 2000 },
  },
} as const;

const TOKEN_PARAMS = {
  type: "object",
  required: ["token"],
  properties: { token: { type: "string", pattern: "^[A-Za-z0-9_-]{16,64}$" } },
} as const;

type RatingBody = { rating: number; comment?: string | null };

export async function ratingRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.post(
    "/tickets/:id/rate",
    {
      onRequest: app.authenticate,
      preHandler: ticketsGuard("show"),
      schema: {
        tags: ["support"],
        summary: "The client rates their resolved ticket",
        params: idParamsSchema,
        body: RATING_BODY,
        response: { 200: ticketAnswer("The rated ticket"), 409: { description: "Not resolved, or rated already" } },
      },
    },
    async (request) => {
      if (!isOutsider(request)) throw forbidden();
      const body = request.body as RatingBody;
      return db.transaction().execute(async (trx) => {
        const before = await ticketFor(trx, request, "show", undefined, true);
        if (before.status !== "resolved") throw conflict("support-api:rating.notResolved");
        if (before.rated_at) throw conflict("support-api:rating.already");
        await trx
          .updateTable("ticket_rating_links")
          .set({ used_at: sql`now()` })
          .where("ticket_id", "=", Number(before.id))
          .where("used_at", "is", null)
          .execute();
        return updateTicket(trx, request, before, {
          rating: body.rating,
          rating_comment: body.comment?.trim() || null,
          rated_at: sql`now()`,
        });
      });
    },
  );

  app.get(
    "/public/ticket-ratings/:token",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["support"],
        summary: "What a rating link is for (no sign-in)",
        params: TOKEN_PARAMS,
        response: { 200: ratingLinkAnswer, 429: { description: "More than 30 a minute" } },
      },
    },
    async (request) => {
      const link = await linkOf(db, (request.params as { token: string }).token);
      if (!link) throw notFound();
      const status =
        link.used_at || link.rated_at ? "used" : new Date(String(link.expires_at)) < new Date() ? "expired" : "open";
      return { title: link.title, status, language: link.language ?? "es" };
    },
  );

  app.post(
    "/public/ticket-ratings/:token",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["support"],
        summary: "Rates a ticket through its mailed link, once",
        params: TOKEN_PARAMS,
        body: RATING_BODY,
        response: {
          200: thanksAnswer,
          410: { description: "The link was used already" },
          429: { description: "More than 10 a minute" },
        },
      },
    },
    async (request) => {
      const body = request.body as RatingBody;
      const hash = hashRatingToken((request.params as { token: string }).token);
      await db.transaction().execute(async (trx) => {
        // Spent in the same statement that checks it: two clicks cannot both rate.
        const spent = await trx
          .updateTable("ticket_rating_links")
          .set({ used_at: sql`now()` })
          .where("token_hash", "=", hash)
          .where("used_at", "is", null)
          .where("expires_at", ">", sql<Date>`now()`)
          .returning("ticket_id")
          .executeTakeFirst();
        if (!spent)
          throw (await trx
            .selectFrom("ticket_rating_links")
            .select("id")
            .where("token_hash", "=", hash)
            .executeTakeFirst())
            ? new AppError(410, "support-api:rating.linkUsed")
            : notFound();
        const rated = await trx
          .updateTable("tickets")
          .set({
            rating: body.rating,
            rating_comment: body.comment?.trim() || null,
            rated_at: sql`now()`,
            version: sql`version + 1`,
            updated_at: sql`now()`,
          })
          .where("id", "=", spent.ticket_id)
          .where("rated_at", "is", null)
          .returning("id")
          .executeTakeFirst();
        if (!rated) throw new AppError(410, "support-api:rating.linkUsed");
      });
      return { message: request.t("support-api:rating.thanks") };
    },
  );
}

async function linkOf(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("ticket_rating_links as l")
    .innerJoin("tickets as t", "t.id", "l.ticket_id")
    .leftJoin("lead_clients as c", "c.id", "t.client_id")
    .select(["t.title", "l.used_at", "l.expires_at", "t.rated_at", "c.language"])
    .where("l.token_hash", "=", hashRatingToken(token))
    .executeTakeFirst();
}
