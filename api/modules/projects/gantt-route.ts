import type { FastifyInstance, FastifyRequest } from "fastify";
import { PAGE_ACCESS, can } from "../../../resources/index.js";
import { forbidden } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { errorSchema } from "../../crud/json-schema.js";
import { ganttItems } from "./gantt-items.js";
import { readGanttRows } from "./gantt-rows.js";
import { ganttQuerySchema, ganttResponseSchema } from "./gantt-schemas.js";
import type { GanttFilters } from "../../../resources/projects/gantt-answer.js";

// GET /api/gantt: the chart's projects, phases, tasks, milestones and links in one answer.
// Edits from the chart go through the generic routes of each resource.

// Checked before the query is validated: who may not see the page learns nothing about it.
async function ganttPageGuard(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  if (!can({ permissions: PAGE_ACCESS["projects-gantt"].permissions }, user.roles, "list")) throw forbidden();
}

export async function ganttRoute(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.get(
    "/gantt",
    {
      onRequest: [app.authenticate, ganttPageGuard],
      schema: {
        tags: ["projects"],
        summary: "Gantt chart: projects, phases, tasks, milestones and task dependencies",
        description:
          "Rows in the user's scope (the same as the projects list), optionally of one project, manager or "
          + "project state. `editable` tells whether the user may PATCH each item.",
        operationId: "gantt_show",
        querystring: ganttQuerySchema,
        response: {
          200: ganttResponseSchema,
          ...Object.fromEntries([400, 401, 403].map((c) => [c, errorSchema])),
        },
      },
    },
    async (request) => ganttItems(await readGanttRows(db, request, request.query as GanttFilters)),
  );
}
