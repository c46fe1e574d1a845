import { describe, expect, it } from "vitest";
import type { BaseRecord } from "@refinedev/core";
import {
  dropIndex,
  insertCard,
  removeCard,
  replaceCard,
  rowsOf,
  shownIds,
  type ColumnPages,
} from "../../../../web/components/kanban/kanban-order";

// The board's own arithmetic: where a dropped card lands (the move's `index`) and the optimistic
// edit of the two columns' cached pages.

function pages(...chunks: number[][]): ColumnPages {
  const total = chunks.flat().length;
  return {
    pages: chunks.map((ids, i) => ({
      data: ids.map((id) => ({ id, name: `c${id}` })),
      total,
      pagination: { currentPage: i + 1, pageSize: 3 },
    })),
    pageParams: chunks.map((_, i) => i + 1),
  } as unknown as ColumnPages;
}

const ids = (p: ColumnPages | undefined) => rowsOf(p).map((r) => r.id);
const totals = (p: ColumnPages | undefined) => p!.pages.map((page) => page.total);

describe("dropIndex: the position among the column's other cards", () => {
  const column = ["a", "b", "c", "d"];

  it("down the same column, over a later card, lands after it", () => {
    expect(dropIndex(column, "a", "c")).toBe(2);
  });

  it("up the same column, over an earlier card, lands before it", () => {
    expect(dropIndex(column, "d", "b")).toBe(1);
  });

  it("over itself or nowhere keeps its place", () => {
    expect(dropIndex(column, "b", "b")).toBe(1);
    expect(dropIndex(column, "b", null)).toBe(1);
  });

  it("over the column itself goes to its end", () => {
    expect(dropIndex(column, "a", "column:7")).toBe(3);
  });

  it("a card shown in a new column keeps the place it is shown at", () => {
    const shown = shownIds("2", ["x", "y"], { cardId: "a", from: "1", to: "2", index: 1 });
    expect(shown).toEqual(["x", "a", "y"]);
    expect(dropIndex(shown, "a", "a")).toBe(1);
    expect(dropIndex(shown, "a", "y")).toBe(2);
  });
});

describe("shownIds: a column while a card crosses", () => {
  const crossing = { cardId: "a", from: "1", to: "2", index: 5 };

  it("the column it leaves no longer shows it", () => {
    expect(shownIds("1", ["a", "b"], crossing)).toEqual(["b"]);
  });

  it("the column it enters shows it at its index, clamped to the list", () => {
    expect(shownIds("2", ["x"], crossing)).toEqual(["x", "a"]);
    expect(shownIds("2", ["x", "y"], { ...crossing, index: 0 })).toEqual(["a", "x", "y"]);
  });

  it("other columns are untouched", () => {
    expect(shownIds("3", ["q"], crossing)).toEqual(["q"]);
    expect(shownIds("1", ["a", "b"], null)).toEqual(["a", "b"]);
  });

  it("is idempotent once the cache already holds the card at its new place", () => {
    expect(shownIds("2", ["x", "a"], { ...crossing, index: 1 })).toEqual(["x", "a"]);
    expect(shownIds("1", ["b"], crossing)).toEqual(["b"]);
  });

  it("a drop within one column shows the new order until the cache has it", () => {
    expect(shownIds("1", ["a", "b", "c"], { cardId: "a", from: "1", to: "1", index: 2 })).toEqual(["b", "c", "a"]);
  });
});

describe("cached pages of a column", () => {
  it("removing a card takes it out of its page and counts one fewer on every page", () => {
    const next = removeCard(pages([1, 2, 3], [4, 5]), 2);
    expect(ids(next)).toEqual([1, 3, 4, 5]);
    expect(totals(next)).toEqual([4, 4]);
  });

  it("removing a card that is not loaded changes nothing", () => {
    const before = pages([1, 2]);
    expect(removeCard(before, 9)).toBe(before);
    expect(removeCard(undefined, 9)).toBeUndefined();
  });

  it("inserting puts the card at the index of the loaded cards, across pages", () => {
    const card: BaseRecord = { id: 9 };
    expect(ids(insertCard(pages([1, 2, 3], [4, 5]), card, 0))).toEqual([9, 1, 2, 3, 4, 5]);
    expect(ids(insertCard(pages([1, 2, 3], [4, 5]), card, 4))).toEqual([1, 2, 3, 4, 9, 5]);
    expect(ids(insertCard(pages([1, 2, 3], [4, 5]), card, 99))).toEqual([1, 2, 3, 4, 5, 9]);
    expect(totals(insertCard(pages([1, 2, 3], [4, 5]), card, 0))).toEqual([6, 6]);
  });

  it("moving within one column (remove, then insert) keeps the count", () => {
    const moved = insertCard(removeCard(pages([1, 2, 3, 4]), 1), { id: 1 }, 2);
    expect(ids(moved)).toEqual([2, 3, 1, 4]);
    expect(totals(moved)).toEqual([4]);
  });

  it("inserting a card already there moves it instead of doubling it", () => {
    const moved = insertCard(pages([1, 2, 3]), { id: 1 }, 2);
    expect(ids(moved)).toEqual([2, 3, 1]);
    expect(totals(moved)).toEqual([3]);
  });

  it("an empty column gets the card on its one page", () => {
    const moved = insertCard(pages([]), { id: 7 }, 0);
    expect(ids(moved)).toEqual([7]);
    expect(totals(moved)).toEqual([1]);
  });

  it("replacing swaps in the API's row (its new version) in place", () => {
    const next = replaceCard(pages([1, 2]), { id: 2, name: "new", version: 4 });
    expect(rowsOf(next)[1]).toEqual({ id: 2, name: "new", version: 4 });
    expect(ids(next)).toEqual([1, 2]);
  });
});
