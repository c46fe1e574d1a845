import type { FastifyInstance, FastifyRequest } from "fastify";
import { RESOURCES, type BoardDef, type ResourceDef } from "../../../resources/index.js";
import { validationFailed } from "../../errors.js";
import { accessGuard } from "../../plugins/access.js";
import { ajvToFieldErrors } from "../../plugins/validation.js";
import { pathId } from "../../crud/input-guard.js";
import { rowScopeFor } from "../../crud/row-scope.js";
import { moveCard, type Move } from "./move-card.js";
import { moveSchema } from "./move-schemas.js";
import { boardsOf } from "./board-column.js";
import { boardTotalsRoute } from "./board-totals.js";
import { boardFilters } from "./board-filters.js";

// Every declared resource with a `board` (tasks, projects, later tickets) gets its move route
// (its cards' place at the end of their column is the manifest's write hook, position-hooks.ts).
export async function kanbanRoutes(app: FastifyInstance): Promise<void> {
  for (const def of RESOURCES) {
    const boards = boardsOf(def);
    for (const { name, board } of boards) {
      moveRoute(app, def, board, name);
    }
    if (boards.some(({ board }) => board.totals)) boardTotalsRoute(app, def);
  }
}

function moveRoute(app: FastifyInstance, def: ResourceDef, board: BoardDef, name: string | null): void {
  const db = app.database.db;
  app.post(
    name ? `/${def.name}/:id/move/${name}` : `/${def.name}/:id/move`,
    {
      onRequest: app.authenticate,
      // Validated after the access check, as the generic routes do: who may not move learns nothing.
      preHandler: [accessGuard(def, "edit"), validated],
      attachValidation: true,
      schema: moveSchema(def, board, name),
    },
    async (request) => {
      const id = pathId(request);
      const filters = boardFilters(def, board, request.query as Record<string, unknown>);
      const editScope = await rowScopeFor(db, def, request, "edit");
      const listScope = await rowScopeFor(db, def, request, "list");
      return moveCard(db, def, id, request.body as Move, { board, request, editScope, listScope, filters });
    },
  );
}

async function validated(request: FastifyRequest): Promise<void> {
  const failure = request.validationError as (Error & { validation?: any[]; validationContext?: string }) | undefined;
  if (!failure) return;
  if (failure.validationContext === "body") throw validationFailed(ajvToFieldErrors(failure.validation ?? []));
  throw failure;
}
