// The drag of one card on a board: where it is shown while it crosses columns, and on the drop the
// move (target column and the index the API expects), unless it was dropped back where it was.
import { useCallback, useMemo, useRef, useState } from "react";
import type { Active, DragEndEvent, DragOverEvent, DragStartEvent, Over, UniqueIdentifier } from "@dnd-kit/core";
import type { BaseRecord } from "@refinedev/core";
import { isColumnDndId } from "./column-query";
import { boardCollision } from "./kanban-collision";
import { dropIndex, shownIds, type Crossing } from "./kanban-order";
import type { BoardColumn } from "./use-board-columns";
import type { CardMove } from "./use-card-move";

export interface DragState extends Crossing {
  row: BaseRecord;
  /** Dropped and moved: shown at its new place until the cache holds it there. */
  dropped?: boolean;
}

/** Clicks right after a drop are the end of the drag, not a wish to open the card. */
const CLICK_AFTER_DROP_MS = 300;

const columnOf = (over: Over | null) => over?.data.current?.columnKey as string | undefined;

export function useBoardDrag(
  columns: readonly BoardColumn[],
  idsOf: (columnKey: string) => string[],
  move: (m: CardMove) => Promise<boolean>,
) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const current = useRef<DragState | null>(null);
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const droppedAt = useRef(0);
  const collisionDetection = useMemo(() => boardCollision(lastOver), []);

  const update = useCallback((next: DragState | null) => {
    current.current = next;
    setDrag(next);
  }, []);

  // Crossing into another column: over one of its cards, before or after it; over the column, at its end.
  const crossTo = useCallback(
    (state: DragState, active: Active, over: Over, columnKey: string): DragState => {
      const others = idsOf(columnKey).filter((id) => id !== state.cardId);
      let index = others.length;
      const at = isColumnDndId(over.id) ? -1 : others.indexOf(String(over.id));
      if (at >= 0) {
        const dragged = active.rect.current.translated;
        index = at + (dragged && dragged.top > over.rect.top + over.rect.height / 2 ? 1 : 0);
      }
      return { ...state, to: columnKey, index };
    },
    [idsOf],
  );

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      const data = active.data.current as { columnKey: string; row: BaseRecord };
      lastOver.current = null;
      const cardId = String(active.id);
      update({
        cardId,
        row: data.row,
        from: data.columnKey,
        to: data.columnKey,
        index: idsOf(data.columnKey).indexOf(cardId),
      });
    },
    [idsOf, update],
  );

  const onDragOver = useCallback(
    ({ active, over }: DragOverEvent) => {
      const state = current.current;
      const columnKey = columnOf(over);
      if (!state || !over || !columnKey || columnKey === state.to) return;
      // A stray column (values of no known option) is never a place to go.
      if (columns.find((c) => c.key === columnKey)?.stray) return;
      update(crossTo(state, active, over, columnKey));
    },
    [columns, crossTo, update],
  );

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      let state = current.current;
      const columnKey = columnOf(over);
      droppedAt.current = Date.now();
      if (!state || !over || !columnKey) return update(null);
      if (columnKey !== state.to) state = crossTo(state, active, over, columnKey);
      const ids = shownIds(state.to, idsOf(state.to), state.to === state.from ? null : state);
      const index = dropIndex(ids, state.cardId, String(over.id));
      const from = columns.find((c) => c.key === state.from);
      const to = columns.find((c) => c.key === state.to);
      if (!from || !to || to.stray || (state.to === state.from && index === idsOf(state.from).indexOf(state.cardId)))
        return update(null);
      const dropped: DragState = { ...state, index, dropped: true };
      // The move's request first, then the redraw (see use-card-move.ts).
      void move({ row: state.row, from, to, index });
      update(dropped);
      // The cache tells its readers on the next task; the card stays shown at its new place until then.
      setTimeout(() => current.current === dropped && update(null), 0);
    },
    [columns, crossTo, idsOf, move, update],
  );

  const onDragCancel = useCallback(() => {
    droppedAt.current = Date.now();
    update(null);
  }, [update]);

  /** The crossing a column is told about: only the columns the card leaves or enters. */
  const crossingFor = (columnKey: string): DragState | null =>
    drag && (drag.dropped || drag.from !== drag.to) && (columnKey === drag.from || columnKey === drag.to) ? drag : null;

  const justDropped = useCallback(() => Date.now() - droppedAt.current < CLICK_AFTER_DROP_MS, []);

  return {
    drag,
    crossingFor,
    collisionDetection,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
    justDropped,
  };
}
