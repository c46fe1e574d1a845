import type { BoardDef, ResourceDef } from "../../../resources/index.js";
import { badRequest } from "../../errors.js";
import { parseListQuery, type Filter } from "../../crud/list-query.js";

/** Only the board's own filters, each an equality (or a list of values). */
export function boardFilters(def: ResourceDef, board: BoardDef, query: Record<string, unknown>): Filter[] {
  const allowed = board.filters ?? [];
  for (const param of Object.keys(query ?? {}))
    if (!allowed.includes(param)) throw badRequest("errors:unknownQueryParam", { param: param.slice(0, 60) });
  return parseListQuery(def, query).filters;
}
