// What a dragged card is over: the card under the pointer (or overlapping most, for the
// keyboard), else the column; over a column that has cards, its nearest card. The last answer is
// kept while a column re-lays out after a card crossed into it, so the target does not flicker.
import type { CollisionDetection, UniqueIdentifier } from "@dnd-kit/core";
import { closestCenter, getFirstCollision, pointerWithin, rectIntersection } from "@dnd-kit/core";
import { isColumnDndId } from "./column-query";

export function boardCollision(lastOver: { current: UniqueIdentifier | null }): CollisionDetection {
  return (args) => {
    const pointer = pointerWithin(args);
    const hits = pointer.length > 0 ? pointer : rectIntersection(args);
    const card = hits.find((hit) => !isColumnDndId(hit.id));
    let overId = card?.id ?? getFirstCollision(hits, "id");
    if (overId != null && isColumnDndId(overId)) {
      const columnKey = args.droppableContainers.find((c) => c.id === overId)?.data.current?.columnKey;
      const cards = args.droppableContainers.filter((c) => c.id !== overId && c.data.current?.columnKey === columnKey);
      if (cards.length > 0) {
        // Below the last card (the empty end of the list) is the column's end, not its nearest card.
        const nearest = getFirstCollision(closestCenter({ ...args, droppableContainers: cards }), "id");
        const pointerY = args.pointerCoordinates?.y;
        const lastBottom = Math.max(...cards.map((c) => args.droppableRects.get(c.id)?.bottom ?? -Infinity));
        if (nearest != null && !(pointerY !== undefined && pointerY > lastBottom)) overId = nearest;
      }
    }
    if (overId != null) {
      lastOver.current = overId;
      return [{ id: overId }];
    }
    return lastOver.current != null ? [{ id: lastOver.current }] : [];
  };
}
