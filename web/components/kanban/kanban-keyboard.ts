// Keyboard moves on a board: up and down within a column as any sortable list; left and right to
// the next column's card at about the same height (or the top of an empty column). dnd-kit's own
// getter would count the card's own column as "to the left" (its list starts left of the card).
import type { ClientRect, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { KeyboardCode } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { isColumnDndId } from "./column-query";

/** Where a card lands in an empty column: just inside the list's padding. */
const INSET = 8;

const centerX = (rect: ClientRect) => rect.left + rect.width / 2;

export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code !== KeyboardCode.Left && event.code !== KeyboardCode.Right)
    return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers } = args.context;
  if (!active || !collisionRect) return undefined;
  const here = active.data.current?.columnKey as string | undefined;
  const x = centerX(collisionRect);
  const toRight = event.code === KeyboardCode.Right;

  const columns = droppableContainers
    .getEnabled()
    .filter((c) => isColumnDndId(c.id) && c.data.current?.columnKey !== here)
    .map((c) => ({ key: c.data.current?.columnKey as string, rect: droppableRects.get(c.id) }))
    .filter(
      (c): c is { key: string; rect: ClientRect } =>
        Boolean(c.rect) && (toRight ? centerX(c.rect!) > x : centerX(c.rect!) < x),
    )
    .sort((a, b) => Math.abs(centerX(a.rect) - x) - Math.abs(centerX(b.rect) - x));
  const target = columns[0];
  if (!target) return undefined;

  const cards = droppableContainers
    .getEnabled()
    .filter((c) => !isColumnDndId(c.id) && c.id !== active.id && c.data.current?.columnKey === target.key)
    .map((c) => droppableRects.get(c.id))
    .filter((rect): rect is ClientRect => Boolean(rect))
    .sort((a, b) => Math.abs(a.top - collisionRect.top) - Math.abs(b.top - collisionRect.top));
  const card = cards[0];
  return card ? { x: card.left, y: card.top } : { x: target.rect.left + INSET, y: target.rect.top + INSET };
};
