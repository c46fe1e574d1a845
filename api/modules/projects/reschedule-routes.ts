import type { FastifyInstance } from "fastify";
import { accessGuard } from "../../plugins/access.js";
import { inputGuard, pathId } from "../../crud/input-guard.js";
import { rowScopeFor } from "../../crud/row-scope.js";
import { rescheduleSchema, shiftSchema, type RescheduleBody, type ShiftBody } from "./reschedule-schemas.js";
import { rescheduleTasks, shiftTask } from "./task-reschedule.js";
import { tasks } from "../../../resources/projects/tasks.js";

// POST /api/tasks/{id}/shift (a task moved with its successors) and POST /api/tasks/reschedule
// (several tasks back to given dates: the Gantt's undo). Validated after the access check, as the
// generic routes are.
export async function rescheduleRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const def = tasks;
  const guard = {
    onRequest: app.authenticate,
    preHandler: [accessGuard(def, "edit"), inputGuard(def, false)],
    attachValidation: true,
  };

  app.post("/tasks/:id/shift", { ...guard, schema: shiftSchema }, async (request) => {
    const id = pathId(request);
    const scope = await rowScopeFor(db, def, request, "edit");
    return { tasks: await shiftTask(db, id, request.body as ShiftBody, { request, scope }) };
  });

  app.post("/tasks/reschedule", { ...guard, schema: rescheduleSchema }, async (request) => {
    const scope = await rowScopeFor(db, def, request, "edit");
    return { tasks: await rescheduleTasks(db, request.body as RescheduleBody, { request, scope }) };
  });
}
