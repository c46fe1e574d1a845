import type { FastifyInstance } from "fastify";
import { searchGroups } from "./search-groups.js";
import { parseSearchRequest } from "./search-request.js";
import { searchSchema } from "./search-schema.js";

// Search across the product (issue 15, docs/search-api.md): GET /api/search.
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.get("/search", { onRequest: app.authenticate, schema: searchSchema }, async (request) => {
    const search = parseSearchRequest(request.query as Record<string, unknown>);
    return { q: search.q, groups: await searchGroups(db, request, search) };
  });
}
