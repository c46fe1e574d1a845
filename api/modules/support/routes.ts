import type { FastifyInstance } from "fastify";
import { closeRoutes } from "./close-routes.js";
import { registerMessageHooks } from "./message-hooks.js";
import { mergeRoutes } from "./merge-routes.js";
import { ratingRoutes } from "./rating-routes.js";
import { registerTicketHooks } from "./ticket-hooks.js";
import { registerFileHooks } from "./file-hooks.js";
import { slaRoutes } from "./sla-routes.js";
import { timeRoutes } from "./time-routes.js";

// Support (issue 12, docs/support-api.md): the ticket rules on the generic writes, and the
// ticket page's own endpoints. Registered before the kanban routes, whose moves run the hooks.
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  registerTicketHooks();
  registerMessageHooks();
  registerFileHooks();
  await app.register(closeRoutes);
  await app.register(mergeRoutes);
  await app.register(slaRoutes);
  await app.register(timeRoutes);
  await app.register(ratingRoutes);
}
