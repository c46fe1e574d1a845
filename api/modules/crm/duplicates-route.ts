import type { FastifyInstance } from "fastify";
import { rowScopeFor, scopeCondition } from "../../crud/row-scope.js";
import { findDuplicates } from "./duplicates.js";
import { LEADS, leadsGuard } from "./lead-access.js";

// GET /api/leads/duplicates: the check a create makes, asked ahead (the form warns as it is
// filled; the import's dry run asks per row). Matches the user may not open are named, not linked.
export const duplicateSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    owner_id: { type: ["integer", "null"] },
    owner_name: { type: ["string", "null"] },
    reasons: { type: "array", items: { type: "string", enum: ["email", "phone", "name"] } },
    readable: { type: "boolean" },
  },
};

const text = (max: number) => ({ type: "string", maxLength: max });

export async function duplicatesRoute(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.get(
    "/leads/duplicates",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("create"),
      schema: {
        tags: ["crm"],
        summary: "Leads a new one would repeat",
        description:
          "Same email ignoring case, the same phone once normalised, or a similar name in the same company. At most 5.",
        querystring: {
          type: "object",
          additionalProperties: false,
          properties: {
            email: text(254),
            phone: text(30),
            name: text(160),
            company: text(160),
            exclude: { type: "integer", minimum: 1, maximum: 2147483647 },
          },
        },
        response: { 200: { type: "array", items: duplicateSchema } },
      },
    },
    async (request) => {
      const query = request.query as {
        email?: string;
        phone?: string;
        name?: string;
        company?: string;
        exclude?: number;
      };
      const visible = scopeCondition(LEADS, await rowScopeFor(db, LEADS, request, "show"));
      return findDuplicates(db, query, { excludeId: query.exclude, visible });
    },
  );
}
