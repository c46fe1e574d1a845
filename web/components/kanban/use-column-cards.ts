// One column's cards through the generic list: pages of 50 in board order, the next page asked
// for when the column is scrolled to its end, the total from x-total-count.
import { useMemo } from "react";
import type { LogicalFilter } from "@refinedev/core";
import { useInfiniteList } from "@refinedev/core";
import type { BoardDef, ResourceDef } from "../../../resources/kit/types";
import { CARDS_PER_PAGE, columnCardFilters, columnQueryKey, columnSorters, type FilterValue } from "./column-query";
import { rowsOf } from "./kanban-order";

export function useColumnCards(
  def: ResourceDef,
  board: BoardDef,
  value: FilterValue,
  filters: readonly LogicalFilter[],
) {
  const { result, query } = useInfiniteList({
    resource: def.name,
    filters: columnCardFilters(board, value, filters),
    sorters: columnSorters(board),
    pagination: { currentPage: 1, pageSize: CARDS_PER_PAGE, mode: "server" },
    queryOptions: { queryKey: [...columnQueryKey(def.name, board, value, filters)] },
  });
  const pages = result.data;
  const rows = useMemo(() => rowsOf(pages), [pages]);
  return {
    rows,
    total: pages?.pages[0]?.total ?? 0,
    loading: query.isLoading,
    hasMore: Boolean(result.hasNextPage),
    loadingMore: query.isFetchingNextPage,
    loadMore: query.fetchNextPage,
  };
}
