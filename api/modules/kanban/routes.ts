import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { RESOURCES, type ResourceDef } from "../../../resources/index.js";
import { badRequest, validationFailed } from "../../errors.js";
import { accessGuard } from "../../plugins/access.js";
import { ajvToFieldErrors } from "../../plugins/validation.js";
import { pathId } from "../../crud/input-guard.js";
import { parseListQuery, type Filter } from "../../crud/list-query.js";
import { rowScopeFor } from "../../crud/row-scope.js";
import { moveCard, type Move } from "./move-card.js";
import { moveSchema } from "./move-schemas.js";
import { registerPositionHooks } from "./position-hooks.js";

// Every declared resource with a `board` (tasks, projects, later tickets) gets its move route,
// and its cards a place at the end of their column when created or sent to another column.
export async function kanbanRoutes(app: FastifyInstance): Promise<void> {
  for (const def of RESOURCES.filter((r) => r.board)) {
    registerPositionHooks(def);
    moveRoute(app, def);
  }
}

function moveRoute(app: FastifyInstance, def: ResourceDef): void {
  const db = app.database.db as unknown as Kysely<any>;
  app.post(
    `/${def.name}/:id/move`,
    {
      onRequest: app.authenticate,
      // Validated after the access check, as the generic routes do: who may not move learns nothing.
      preHandler: [accessGuard(def, "edit"), validated],
      attachValidation: true,
      schema: moveSchema(def),
    },
    async (request) => {
      const id = pathId(request);
      const filters = boardFilters(def, request.query as Record<string, unknown>);
      const editScope = await rowScopeFor(db, def, request, "edit");
      const listScope = await rowScopeFor(db, def, request, "list");
      return moveCard(db, def, id, request.body as Move, { request, editScope, listScope, filters });
    },
  );
}

async function validated(request: FastifyRequest): Promise<void> {
  const failure = request.validationError as (Error & { validation?: any[]; validationContext?: string }) | undefined;
  if (!failure) return;
  if (failure.validationContext === "body") throw validationFailed(ajvToFieldErrors(failure.validation ?? []));
  throw failure;
}

/** Only the board's own filters, each an equality (or a list of values). */
function boardFilters(def: ResourceDef, query: Record<string, unknown>): Filter[] {
  const allowed = def.board!.filters ?? [];
  for (const param of Object.keys(query ?? {})) if (!allowed.includes(param)) throw badRequest("errors:unknownQueryParam", { param: param.slice(0, 60) });
  return parseListQuery(def, query).filters;
}
