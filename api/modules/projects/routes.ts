import type { FastifyInstance } from "fastify";
import { ganttRoute } from "./gantt-route.js";
import { rescheduleRoutes } from "./reschedule-routes.js";

// Projects and tasks beyond the generic CRUD: the Gantt and rescheduling (the planning rules on
// their writes are the manifest's).
// (Staff-only references are the generic reference check's: team-members reads only staff rows.)
export async function projectsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(ganttRoute);
  await app.register(rescheduleRoutes);
}
