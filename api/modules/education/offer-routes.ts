import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { errorSchema, rowSchema } from "../../crud/json-schema.js";
import { selectRows } from "../../crud/read-rows.js";
import { readViewFor } from "../../crud/reference-scope.js";
import { clientOf, rowScopeFor, scopeCondition } from "../../crud/row-scope.js";
import { forReader, isOutsider } from "../../crud/staff-only.js";
import { accessGuard } from "../../plugins/access.js";
import { hasEarlierRegistration, offerUsableBy } from "./offer-rules.js";
import type { Database } from "../../db/schema.js";
import { enrollments } from "../../../resources/education/enrollments.js";

const OFFERS = enrollments;
const ID = { type: "string", pattern: "^[1-9][0-9]{0,9}$" } as const;

const offersSchema = {
  type: "array",
  items: {
    ...rowSchema(OFFERS),
    properties: {
      ...(rowSchema(OFFERS).properties as object),
      available: {
        type: "boolean",
        description: "false when the offer is for new clients only and the client has registered before",
      },
    },
  },
};

/**
 * The offers a registration of that client in that course may use (the same rule the registering
 * write checks): a registration form offers these and no other. A client user asks for their own
 * client whatever they name; with no client, the public ones.
 */
export async function offersFor(
  db: Kysely<Database>,
  request: FastifyRequest,
  query: { client_id?: string; course_id?: string },
) {
  const own = isOutsider(request) ? await clientOf(db, request.auth!.id) : undefined;
  const clientId = own !== undefined ? own : query.client_id ? Number(query.client_id) : null;
  const courseId = query.course_id ? Number(query.course_id) : null;
  const available =
    clientId === null
      ? sql<boolean>`true`
      : sql<boolean>`(enrollments.availability <> 'new_clients' or not ${hasEarlierRegistration(clientId)})`;
  const rows = await selectRows(db, OFFERS, await readViewFor(db, OFFERS, request), {
    select: [available.as("available")],
  })
    .where(scopeCondition(OFFERS, await rowScopeFor(db, OFFERS, request, "list")))
    .where(offerUsableBy("enrollments", clientId, courseId))
    .orderBy("enrollments.name")
    .orderBy("enrollments.id")
    .execute();
  return forReader(OFFERS, request, rows).map((o) => ({ ...o, available: Boolean(o.available) }));
}

export async function offerRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.get<{ Querystring: { client_id?: string; course_id?: string } }>(
    "/education/offers",
    {
      onRequest: app.authenticate,
      preHandler: accessGuard(OFFERS, "list"),
      schema: {
        tags: ["education"],
        summary: "The offers a registration of the client in the course may use today",
        querystring: { type: "object", additionalProperties: false, properties: { client_id: ID, course_id: ID } },
        response: { 200: offersSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => offersFor(db, request, request.query),
  );
}
