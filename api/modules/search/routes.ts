import type { FastifyInstance } from "fastify";
import { searchGroups } from "./search-groups.js";
import { parseSearchRequest } from "./search-request.js";
import { searchSchemaOf } from "./search-schema.js";

// Search across the product (issue 15, docs/search-api.md): GET /api/search.
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  // The kinds the areas' manifests name (ApiManifest.searchKinds), in their order.
  const kinds = app.manifests.flatMap((m) => m.searchKinds ?? []);
  app.get("/search", { onRequest: app.authenticate, schema: searchSchemaOf(kinds) }, async (request) => {
    const search = parseSearchRequest(request.query as Record<string, unknown>);
    return { q: search.q, groups: await searchGroups(db, request, search, kinds) };
  });
}
