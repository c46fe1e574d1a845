import type { FastifyInstance } from "fastify";
import { ganttRoute } from "./gantt-route.js";
import { registerPlanningHooks } from "./planning-hooks.js";
import { rescheduleRoutes } from "./reschedule-routes.js";

// Projects and tasks beyond the generic CRUD: the planning rules on its writes, and the Gantt.
// (Staff-only references are the generic reference check's: team-members reads only staff rows.)
export async function projectsRoutes(app: FastifyInstance): Promise<void> {
  registerPlanningHooks();
  await app.register(ganttRoute);
  await app.register(rescheduleRoutes);
}
