// A card's move: one API call (POST /api/<name>/<id>/move {column, index, version}, or
// /move/<board> on a named board); both columns' cached pages (and the column totals) change at
// once so the card lands without waiting, go back if the API refuses (the HTTP client has already
// shown why), and are read again from the API either way.
import { useCallback } from "react";
import type { BaseRecord } from "@refinedev/core";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { BoardDef, ResourceDef } from "../../../resources/kit/types";
import { httpClient } from "../../providers/http-client";
import { shiftTotals, type ColumnTotals } from "./board-totals";
import { insertCard, removeCard, replaceCard, type ColumnPages } from "./kanban-order";
import type { BoardColumn } from "./use-board-columns";

export interface CardMove {
  row: BaseRecord;
  from: BoardColumn;
  to: BoardColumn;
  index: number;
}

/** The move's path: the main board's, or a named board's. */
export function movePath(resource: string, id: unknown, boardName?: string): string {
  return `${resource}/${String(id)}/move${boardName ? `/${boardName}` : ""}`;
}

interface MoveTarget {
  def: ResourceDef;
  board: BoardDef;
  boardName?: string;
  keyOf: (column: BoardColumn) => QueryKey;
  /** The totals' cache key, when the board shows totals. */
  totalsKey: QueryKey | null;
}

export function useCardMove({ def, board, boardName, keyOf, totalsKey }: MoveTarget) {
  const queryClient = useQueryClient();

  return useCallback(
    async ({ row, from, to, index }: CardMove): Promise<boolean> => {
      const fromKey = keyOf(from);
      const toKey = keyOf(to);
      // The request leaves first (the HTTP client sends it in this tick): redrawing a large board
      // for the new place would otherwise hold it back. Its answer cannot arrive before the cache
      // changes below, which run in this same tick.
      const sending = httpClient.post<BaseRecord>(movePath(def.name, row.id, boardName), {
        column: to.value,
        index,
        ...(typeof row.version === "number" ? { version: row.version } : {}),
      });
      // A refetch already on its way would bring back the card's old place over the new one.
      void queryClient.cancelQueries({ queryKey: fromKey, exact: true });
      void queryClient.cancelQueries({ queryKey: toKey, exact: true });
      if (totalsKey) void queryClient.cancelQueries({ queryKey: totalsKey, exact: true });
      const before = {
        from: queryClient.getQueryData<ColumnPages>(fromKey),
        to: queryClient.getQueryData<ColumnPages>(toKey),
        totals: totalsKey ? queryClient.getQueryData<ColumnTotals[]>(totalsKey) : undefined,
      };
      const moved = { ...row, [board.column]: to.value };
      queryClient.setQueryData<ColumnPages>(fromKey, (pages) => removeCard(pages, row.id!));
      queryClient.setQueryData<ColumnPages>(toKey, (pages) => insertCard(pages, moved, index));
      if (totalsKey)
        queryClient.setQueryData<ColumnTotals[]>(totalsKey, (totals) =>
          shiftTotals(totals, board, row, from.value as string | number, to.value as string | number),
        );
      try {
        const { data } = await sending;
        // The answer carries the new version: a second move of the same card is not refused as stale.
        if (data && data.id !== undefined)
          queryClient.setQueryData<ColumnPages>(toKey, (pages) => replaceCard(pages, data));
        return true;
      } catch {
        queryClient.setQueryData(fromKey, before.from);
        queryClient.setQueryData(toKey, before.to);
        if (totalsKey) queryClient.setQueryData(totalsKey, before.totals);
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: fromKey, exact: true });
        if (toKey !== fromKey) void queryClient.invalidateQueries({ queryKey: toKey, exact: true });
        if (totalsKey) void queryClient.invalidateQueries({ queryKey: totalsKey, exact: true });
      }
    },
    [queryClient, keyOf, def.name, board, boardName, totalsKey],
  );
}
