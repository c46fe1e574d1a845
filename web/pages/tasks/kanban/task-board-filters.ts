import type { ResourceDef } from "../../../../resources/kit/types";
import { OVERDUE_FILTER } from "../../../../resources/kit/overdue";
import type { FilterSpec } from "../../../components/list/url-filters";

/**
 * The task board's filter bar: the board's declared filters, less those the page fixes (its
 * project), and "overdue" when the resource declares it.
 */
export function taskBoardFilters(def: ResourceDef, fixed: Record<string, unknown> | undefined): FilterSpec[] {
  const fields = (def.board?.filters ?? []).filter((field) => !(fixed && field in fixed)).map((field) => ({ field }));
  return def.overdue ? [...fields, { field: OVERDUE_FILTER }] : fields;
}
