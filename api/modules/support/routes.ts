import type { FastifyInstance } from "fastify";
import { closeRoutes } from "./close-routes.js";
import { mergeRoutes } from "./merge-routes.js";
import { ratingRoutes } from "./rating-routes.js";
import { slaRoutes } from "./sla-routes.js";
import { timeRoutes } from "./time-routes.js";

// Support (issue 12, docs/support-api.md): the ticket page's own endpoints; the ticket rules on
// the generic writes are the manifest's (manifest.ts), run before the board's on a move.
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(closeRoutes);
  await app.register(mergeRoutes);
  await app.register(slaRoutes);
  await app.register(timeRoutes);
  await app.register(ratingRoutes);
}
