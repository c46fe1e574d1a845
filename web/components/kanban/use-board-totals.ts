// The column totals of a board that declares them: one read of GET /api/<name>/board-totals for
// every column. Its key sits under the resource's, so the live provider's and the saves'
// invalidations of the resource read it again; a move reads it again itself (use-card-move.ts).
import { useMemo } from "react";
import type { LogicalFilter } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import type { BoardDef, ResourceDef } from "../../../resources/kit/types";
import { httpClient } from "../../providers/http-client";
import { totalsParams, totalsQueryKey, type ColumnTotals } from "./board-totals";

export function useBoardTotals(
  def: ResourceDef,
  board: BoardDef,
  name: string | undefined,
  filters: readonly LogicalFilter[],
) {
  const params = useMemo(() => (board.totals ? totalsParams(board, name, filters) : null), [board, name, filters]);
  const queryKey = useMemo(() => [...totalsQueryKey(def.name, params)], [def.name, params]);
  const { data } = useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (await httpClient.get<ColumnTotals[]>(`${def.name}/board-totals`, { params, signal })).data,
    enabled: params !== null,
  });
  return { totals: params ? data : undefined, queryKey: params ? queryKey : null };
}
