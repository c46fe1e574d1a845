// How one board column asks the generic list for its cards (the board contract): its column
// value and the board's filters, sorted by the declared order field then id, 50 at a time; and
// the cache key those pages live under, so a move can edit exactly the two columns it touches.
import type { CrudFilter, CrudSort, LogicalFilter } from "@refinedev/core";
import type { BoardDef } from "../../../resources/kit/types";
import type { FilterValue } from "../list/url-filters";

export type { FilterValue };

export const CARDS_PER_PAGE = 50;

/** A board's dnd ids: cards and columns share one id space. */
export const cardDndId = (id: unknown) => `card:${String(id)}`;
export const columnDndId = (key: string) => `column:${key}`;
export const isColumnDndId = (id: unknown) => typeof id === "string" && id.startsWith("column:");

/** Fixed filters ({project_id: 5}) and a filter bar's filters as one list, empty values dropped. */
export function boardFilters(
  fixed: Record<string, FilterValue> | undefined,
  extra: readonly CrudFilter[] | undefined,
): LogicalFilter[] {
  const list: LogicalFilter[] = Object.entries(fixed ?? {}).map(([field, value]) => ({ field, operator: "eq", value }));
  for (const filter of extra ?? []) {
    if (!("field" in filter)) continue;
    if (filter.value === undefined || filter.value === null || filter.value === "") continue;
    if (Array.isArray(filter.value) && filter.value.length === 0) continue;
    list.push(filter);
  }
  return list;
}

/**
 * A filter on the board's own column field does not narrow each column's cards (the column
 * already does): it chooses which columns are shown. Answers those values (none: every column)
 * and the filters left for the cards.
 */
export function splitColumnFilter(
  board: BoardDef,
  filters: readonly LogicalFilter[],
): { columns: string[] | null; cards: LogicalFilter[] } {
  const own = filters.filter((f) => f.field === board.column && (f.operator === "eq" || f.operator === "in"));
  const cards = filters.filter((f) => !own.includes(f));
  if (own.length === 0) return { columns: null, cards };
  return { columns: own.flatMap((f) => [f.value].flat().map(String)), cards };
}

export function columnSorters(board: BoardDef): CrudSort[] {
  return [
    { field: board.order, order: "asc" },
    { field: "id", order: "asc" },
  ];
}

export function columnCardFilters(
  board: BoardDef,
  value: FilterValue,
  filters: readonly LogicalFilter[],
): CrudFilter[] {
  return [...filters, { field: board.column, operator: "eq", value }];
}

/**
 * Under Refine's key of the resource ("data", provider, resource, ...), so Refine's own
 * invalidation of the resource reaches the board too.
 */
export function columnQueryKey(
  resource: string,
  board: BoardDef,
  value: FilterValue,
  filters: readonly LogicalFilter[],
) {
  return ["data", "default", resource, "infinite", { board: board.column, value: String(value), filters }] as const;
}
