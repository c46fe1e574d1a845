// A board's column totals (BoardDef.totals): how it asks GET /api/<name>/board-totals, the cache
// key the answer lives under, and the optimistic shift of a moved card's value between columns.
import type { BaseRecord, LogicalFilter } from "@refinedev/core";
import type { BoardDef } from "../../../resources/kit/types";
import { percentOf } from "../../../resources/kit/money";

export interface ColumnTotals {
  column: string | number;
  count: number;
  /** Cents. */
  value: number;
  /** Cents: each card's value × probability / 100, rounded (the value itself without a probability field). */
  weighted: number;
}

export type TotalsParams = Record<string, string | number | boolean>;

/**
 * The query of the totals of a board's cards narrowed by `filters`, or null when a filter is one
 * the endpoint does not take (only the board's own filters, each an equality): totals that would
 * not add up the cards shown are better not shown at all.
 */
export function totalsParams(
  board: BoardDef,
  name: string | undefined,
  filters: readonly LogicalFilter[],
): TotalsParams | null {
  const params: TotalsParams = name ? { board: name } : {};
  for (const filter of filters) {
    const scalar =
      typeof filter.value === "string" || typeof filter.value === "number" || typeof filter.value === "boolean";
    if (filter.operator !== "eq" || !scalar || !(board.filters ?? []).includes(filter.field)) return null;
    params[filter.field] = filter.value as string | number | boolean;
  }
  return params;
}

/** Under Refine's key of the resource, so its invalidations (saves, live events) refetch the totals too. */
export function totalsQueryKey(resource: string, params: TotalsParams | null) {
  return ["data", "default", resource, "board-totals", params ?? {}] as const;
}

/** Every totals query of a resource, whatever its board and filters. */
export function allTotalsKey(resource: string) {
  return ["data", "default", resource, "board-totals"] as const;
}

/** The value and weighted value one card adds to its column's totals. */
export function cardAmounts(board: BoardDef, row: BaseRecord): { value: number; weighted: number } {
  if (!board.totals) return { value: 0, weighted: 0 };
  const value = Number(row[board.totals.value] ?? 0) || 0;
  const probability = board.totals.probability ? Number(row[board.totals.probability] ?? 0) || 0 : 100;
  return { value, weighted: percentOf(value, probability) };
}

/**
 * The totals once a card moved from one column to another, before the API answers. The weighted
 * value it lands with is a guess (entering a stage may change its probability): the totals are
 * read again after the move.
 */
export function shiftTotals(
  totals: readonly ColumnTotals[] | undefined,
  board: BoardDef,
  row: BaseRecord,
  from: string | number,
  to: string | number,
): ColumnTotals[] | undefined {
  if (!totals || String(from) === String(to)) return totals as ColumnTotals[] | undefined;
  const { value, weighted } = cardAmounts(board, row);
  const next = totals.map((entry) => ({ ...entry }));
  const entryOf = (column: string | number) => {
    let entry = next.find((e) => String(e.column) === String(column));
    if (!entry) next.push((entry = { column, count: 0, value: 0, weighted: 0 }));
    return entry;
  };
  const source = entryOf(from);
  source.count = Math.max(0, source.count - 1);
  source.value -= value;
  source.weighted -= weighted;
  const target = entryOf(to);
  target.count += 1;
  target.value += value;
  target.weighted += weighted;
  return next;
}

/** A column's totals, zero when no card of it is counted. */
export function totalsOf(totals: readonly ColumnTotals[] | undefined, column: string): ColumnTotals | undefined {
  if (!totals) return undefined;
  return totals.find((e) => String(e.column) === column) ?? { column, count: 0, value: 0, weighted: 0 };
}
