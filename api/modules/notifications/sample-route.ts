import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { NOTIFICATION_KINDS } from "../../../resources/support/ticket-options.js";
import { errorSchema } from "../../crud/json-schema.js";
import { requireUser } from "../../plugins/auth.js";
import { notify } from "./notify.js";

/**
 * POST /api/notifications/sample, outside production only (NODE_ENV other than production, as the
 * demo and the browser tests run): sends oneself a notification of any kind, through notify and
 * so with its mail, to try the bell and the mail preferences before anything produces them. It
 * reaches no one else, and is not there in production.
 */
export function sampleRoute(app: FastifyInstance, db: Kysely<any>): void {
  const text = (max: number) => ({ type: "string", minLength: 1, maxLength: max });
  app.post<{ Body: { kind: string; title: string; params?: Record<string, string>; body?: string; link?: string } }>(
    "/notifications/sample",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["notifications"],
        summary: "Sends oneself a sample notification (not in production)",
        body: {
          type: "object",
          additionalProperties: false,
          required: ["kind", "title"],
          properties: {
            kind: { type: "string", enum: [...NOTIFICATION_KINDS] },
            title: text(200),
            params: { type: "object", maxProperties: 5, additionalProperties: { type: "string", maxLength: 120 } },
            body: text(500),
            link: { type: "string", pattern: "^/[^/]", maxLength: 300 },
          },
        },
        response: { 201: { type: "object", properties: {} }, ...Object.fromEntries([400, 401, 422].map((c) => [c, errorSchema])) },
      },
    },
    async (request, reply) => {
      const { kind, title, params, body, link } = request.body;
      await notify(db, { userId: requireUser(request).id, kind, title, params, body, link });
      return reply.status(201).send({});
    },
  );
}
