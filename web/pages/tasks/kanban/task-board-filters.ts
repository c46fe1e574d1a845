import type { ResourceDef } from "../../../../resources/kit/types";
import type { FilterSpec } from "../../../components/kanban/url-filters";

/** The task board's filter bar: the board's declared filters, less those the page fixes (its project). */
export function taskBoardFilters(def: ResourceDef, fixed: Record<string, unknown> | undefined): FilterSpec[] {
  return (def.board?.filters ?? []).filter((field) => !(fixed && field in fixed)).map((field) => ({ field }));
}
