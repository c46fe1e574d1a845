import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { validationFailed, type FieldError } from "../../errors.js";
import { normalizePhone } from "../crm/phone.js";
import { acceptFormBodies, normaliseBody } from "./form-body.js";
import { PUBLIC_CORS } from "./public-cors.js";
import { leadRequestSchema, type LeadRequestBody } from "./schemas.js";
import { storeLeadRequest } from "./store-request.js";

const PATH = "/public/lead-requests";

/** POST /api/public/lead-requests (docs/crm-api.md, "Web-to-lead"). */
export async function webToLeadRoutes(app: FastifyInstance): Promise<void> {
  acceptFormBodies(app);
  const db = app.database.db;

  // The global CORS hook answers the preflight from this route's config; without a route of its
  // own the preflight would fall to the catch-all OPTIONS route and the closed global policy.
  app.options(PATH, { schema: { hide: true }, config: { cors: PUBLIC_CORS } }, (_request, reply) =>
    reply.code(204).send(),
  );

  app.post<{ Body: LeadRequestBody }>(
    PATH,
    {
      schema: leadRequestSchema,
      bodyLimit: 64 * 1024,
      config: { cors: PUBLIC_CORS, rateLimit: { max: app.config.publicLeadsPerMinute, timeWindow: 60_000 } },
      preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
        request.body = normaliseBody(request.body) as LeadRequestBody;
        // A robot filled in the hidden field: it gets the usual answer and learns nothing.
        if ((request.body as LeadRequestBody)?.website) return reply.code(202).send(received(request));
      },
    },
    async (request, reply) => {
      const body = request.body;
      checkContact(body);
      const subject = body.subject ?? request.t("web-to-lead:defaultSubject");
      const stored = await storeLeadRequest(db, request, body, subject);
      request.log.info(
        { requestId: stored.requestId, leadId: stored.leadId, createdLead: stored.createdLead },
        "web-to-lead request filed",
      );
      return reply.code(202).send(received(request));
    },
  );
}

const received = (request: FastifyRequest) => ({ message: request.t("web-to-lead:received") });

// Rules the schema cannot word well: there must be a way to answer back. A phone is kept as
// typed (extensions, notes), but when it is the only contact it has to be a real number.
function checkContact(body: LeadRequestBody): void {
  const errors: Record<string, FieldError[]> = {};
  if (!body.email && !body.phone) {
    errors.email = [{ key: "web-to-lead:contactRequired" }];
    errors.phone = [{ key: "web-to-lead:contactRequired" }];
  } else if (!body.email && !normalizePhone(body.phone)) {
    errors.phone = [{ key: "validation:phone" }];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}
