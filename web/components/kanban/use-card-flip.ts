// A card someone else moved slides from its old place to its new one instead of jumping (FLIP:
// first, last, invert, play). The cards' places are measured when a column's refetch lands in
// the cache, before React draws it, and again once the board's DOM has changed; each card that
// moved plays the difference back to zero. A column answers on its own, so a card that left one
// column is remembered for a moment, to slide into the other when that one answers. The user's
// own drags (dnd-kit animates them) and reduced motion are left alone.
import { useEffect, useRef, type RefObject } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useReducedMotion } from "../../providers/use-reduced-motion";

const CARD_SELECTOR = "[data-testid=kanban-card]";
const DURATION_MS = 260;
/** A card gone from one column may reappear in another when that column answers. */
const REMEMBER_MS = 2_000;
/** How long after a column's answer its drawing is watched for (one that changed nothing draws nothing). */
const ARMED_MS = 1_000;

interface Place {
  id: string;
  rect: DOMRect;
}

function places(board: HTMLElement): Map<Element, Place> {
  const map = new Map<Element, Place>();
  for (const card of board.querySelectorAll<HTMLElement>(CARD_SELECTOR)) {
    map.set(card, { id: card.dataset.cardId ?? "", rect: card.getBoundingClientRect() });
  }
  return map;
}

/** The distance a card travelled, when it is worth showing. */
export function travel(
  from: Pick<DOMRect, "left" | "top">,
  to: Pick<DOMRect, "left" | "top">,
): { dx: number; dy: number } | undefined {
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  return Math.abs(dx) < 1 && Math.abs(dy) < 1 ? undefined : { dx, dy };
}

export function useCardFlip(board: RefObject<HTMLElement | null>, resource: string, dragging: boolean): void {
  const queryClient = useQueryClient();
  const reducedMotion = useReducedMotion();
  const paused = useRef(dragging);
  paused.current = dragging;

  useEffect(() => {
    if (reducedMotion || typeof MutationObserver === "undefined") return;
    const gone = new Map<string, { rect: DOMRect; at: number }>();
    let before: Map<Element, Place> | null = null;

    const disarm = () => {
      observer.disconnect();
      before = null;
    };
    const play = () => {
      const node = board.current;
      const first = before;
      if (!node || !first) return disarm();
      const now = Date.now();
      for (const [id, seen] of gone) if (now - seen.at > REMEMBER_MS) gone.delete(id);
      const last = places(node);
      if (!paused.current) {
        const byId = new Map([...first.values()].map((place) => [place.id, place.rect]));
        for (const [card, place] of last) {
          // The same element, or a new one for a card seen elsewhere on the board a moment ago.
          const from = first.get(card)?.rect ?? byId.get(place.id) ?? gone.get(place.id)?.rect;
          const moved = from && travel(from, place.rect);
          if (!moved || typeof (card as HTMLElement).animate !== "function") continue;
          // Already sliding: where it is drawn is not where it stands; let it finish.
          if (card.getAnimations().length > 0) continue;
          card.animate([{ transform: `translate(${moved.dx}px, ${moved.dy}px)` }, { transform: "translate(0, 0)" }], {
            duration: DURATION_MS,
            easing: "cubic-bezier(0.2, 0, 0, 1)",
          });
        }
      }
      const shown = new Set([...last.values()].map((place) => place.id));
      for (const place of first.values()) if (!shown.has(place.id)) gone.set(place.id, { rect: place.rect, at: now });
      // Columns answer one by one and React may draw them apart: the next drawing starts from here.
      before = places(node);
    };
    const observer = new MutationObserver(play);
    let window: ReturnType<typeof setTimeout> | undefined;

    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success" || event.action.manual) return;
      const key = event.query.queryKey;
      if (key[0] !== "data" || key[2] !== resource || key[3] !== "infinite") return;
      const node = board.current;
      if (!node) return;
      if (!before) {
        // Before React draws the answer: the cache tells its observers on a later task.
        before = places(node);
        observer.observe(node, { childList: true, subtree: true });
      }
      clearTimeout(window);
      window = setTimeout(disarm, ARMED_MS);
    });

    return () => {
      unsubscribe();
      observer.disconnect();
      clearTimeout(window);
    };
  }, [board, queryClient, resource, reducedMotion]);
}
