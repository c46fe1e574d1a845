// Pure order arithmetic of a board: where a dragged card lands among a column's cards, and the
// optimistic edit of a column's cached pages (remove, insert, replace a card) before the API answers.
import type { BaseKey, BaseRecord, GetListResponse } from "@refinedev/core";
import type { InfiniteData } from "@tanstack/react-query";

export type ColumnPages = InfiniteData<GetListResponse<BaseRecord>>;

/**
 * A card shown away from its cached place: crossing into another column while it is dragged, or
 * just dropped (until the cache holds its new place). `index`: its position among the other cards.
 */
export interface Crossing {
  cardId: string;
  from: string;
  to: string;
  index: number;
}

/** The card ids a column shows: its own, less the card leaving it, plus the card arriving at its place. */
export function shownIds(columnKey: string, ids: readonly string[], crossing: Crossing | null): string[] {
  if (!crossing || (crossing.from !== columnKey && crossing.to !== columnKey)) return [...ids];
  const others = ids.filter((id) => id !== crossing.cardId);
  if (crossing.to !== columnKey) return others;
  const at = Math.max(0, Math.min(crossing.index, others.length));
  return [...others.slice(0, at), crossing.cardId, ...others.slice(at)];
}

/** Moves one element of a list from one index to another (the rest keep their order). */
export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

/**
 * The move's `index` (the API's contract: 0-based among the target column's cards, not counting
 * the moved one) when the card, shown in `ids`, is dropped over `overId` (a card, or the column
 * itself: its end).
 */
export function dropIndex(ids: readonly string[], cardId: string, overId: string | null): number {
  const from = ids.indexOf(cardId);
  if (from < 0) return ids.length;
  let to = from;
  if (overId !== null && overId !== cardId) {
    const over = ids.indexOf(overId);
    to = over >= 0 ? over : ids.length - 1;
  }
  return arrayMove(ids, from, to).indexOf(cardId);
}

function withTotal(pages: ColumnPages, delta: number): ColumnPages {
  if (delta === 0) return pages;
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, total: Math.max(0, page.total + delta) })) };
}

function sameId(a: BaseKey | undefined, b: BaseKey): boolean {
  return a !== undefined && String(a) === String(b);
}

/** The column's pages without the card (and one fewer in its count); unchanged when it is not there. */
export function removeCard(pages: ColumnPages | undefined, id: BaseKey): ColumnPages | undefined {
  if (!pages) return pages;
  let found = false;
  const next = pages.pages.map((page) => {
    if (!page.data.some((row) => sameId(row.id, id))) return page;
    found = true;
    return { ...page, data: page.data.filter((row) => !sameId(row.id, id)) };
  });
  return found ? withTotal({ ...pages, pages: next }, -1) : pages;
}

/** The column's pages with the card at `index` of the loaded cards (and one more in its count). */
export function insertCard(pages: ColumnPages | undefined, row: BaseRecord, index: number): ColumnPages | undefined {
  if (!pages || pages.pages.length === 0) return pages;
  // Already there (a repeated insert): moved, not doubled; its count came off with the removal.
  const without = removeCard(pages, row.id!) ?? pages;
  let before = 0;
  let placed = false;
  const next = without.pages.map((page, i) => {
    const last = i === without.pages.length - 1;
    if (placed || (index > before + page.data.length && !last)) {
      before += page.data.length;
      return page;
    }
    placed = true;
    const at = Math.max(0, Math.min(index - before, page.data.length));
    return { ...page, data: [...page.data.slice(0, at), row, ...page.data.slice(at)] };
  });
  return withTotal({ ...without, pages: next }, 1);
}

/** The column's pages with the card's row replaced (the API's answer after a move). */
export function replaceCard(pages: ColumnPages | undefined, row: BaseRecord): ColumnPages | undefined {
  if (!pages || row.id === undefined) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) =>
      page.data.some((r) => sameId(r.id, row.id!))
        ? { ...page, data: page.data.map((r) => (sameId(r.id, row.id!) ? row : r)) }
        : page,
    ),
  };
}

/** Every loaded card of a column, in order. */
export function rowsOf(pages: ColumnPages | undefined): BaseRecord[] {
  return pages ? pages.pages.flatMap((page) => page.data) : [];
}
