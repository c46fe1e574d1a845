// A long column draws only the cards in view (and a few either side): after "more" has been
// loaded a few times a column may hold hundreds of cards, and rendering them all costs a slow
// phone seconds. Short columns, the usual case, are drawn whole and unchanged. The card being
// dragged stays drawn wherever the column is scrolled to, or dnd-kit would lose it.
import { useCallback, type RefObject } from "react";
import { useDndContext } from "@dnd-kit/core";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";

/** From this many cards on, a column is windowed. */
export const WINDOW_FROM = 60;
/** A card's height before it is measured, and the list's gap between cards (kanban.module.css). */
const CARD_ESTIMATE = 96;
const GAP = 8;

export interface WindowedCards {
  /** The cards to draw, with their index in the column. */
  shown: { id: string; index: number }[];
  /** Room kept above and below the drawn cards (px), so the scroll bar stays true. */
  before: number;
  after: number;
  /** Set on each drawn card's wrapper, to learn its real height; undefined when not windowed. */
  measure?: (node: Element | null) => void;
}

export function useWindowedCards(ids: readonly string[], list: RefObject<HTMLDivElement | null>): WindowedCards {
  const { active } = useDndContext();
  const windowed = ids.length > WINDOW_FROM;
  const dragged = active ? ids.indexOf(String(active.id)) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return dragged >= 0 && !indexes.includes(dragged) ? [...indexes, dragged].sort((a, b) => a - b) : indexes;
    },
    [dragged],
  );
  const virtualizer = useVirtualizer({
    count: windowed ? ids.length : 0,
    getScrollElement: () => list.current,
    estimateSize: () => CARD_ESTIMATE,
    gap: GAP,
    overscan: 6,
    rangeExtractor,
  });
  if (!windowed) return { shown: ids.map((id, index) => ({ id, index })), before: 0, after: 0 };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    shown: items.map((item) => ({ id: ids[item.index], index: item.index })),
    // The spacers are flex items too: the list's gap already separates them from the cards.
    before: first ? Math.max(0, first.start - GAP) : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - last.end - GAP) : 0,
    measure: virtualizer.measureElement,
  };
}
