import { describe, expect, it } from "vitest";
import type { TableColumnType } from "antd";
import { columnChoiceKey, readHiddenColumns, writeHiddenColumns } from "../../../web/resource-pages/column-choice";
import { pinnedColumns } from "../../../web/resource-pages/pinned-columns";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("column choice", () => {
  it("is kept per user and per list", () => {
    const storage = memoryStorage();
    writeHiddenColumns(storage, columnChoiceKey(7, "projects"), ["budget"]);
    expect(readHiddenColumns(storage, columnChoiceKey(7, "projects"), ["budget", "client_name"])).toEqual(["budget"]);
    expect(readHiddenColumns(storage, columnChoiceKey(8, "projects"), ["budget", "client_name"])).toEqual([]);
    expect(readHiddenColumns(storage, columnChoiceKey(7, "tasks"), ["budget"])).toEqual([]);
  });

  it("forgets columns that are gone or may not be hidden, and anything unreadable", () => {
    const storage = memoryStorage();
    const key = columnChoiceKey(1, "projects");
    storage.setItem(key, JSON.stringify(["budget", "removed", "name", 3]));
    expect(readHiddenColumns(storage, key, ["budget", "client_name"])).toEqual(["budget"]);
    storage.setItem(key, "{not json");
    expect(readHiddenColumns(storage, key, ["budget"])).toEqual([]);
    storage.setItem(key, JSON.stringify({ budget: true }));
    expect(readHiddenColumns(storage, key, ["budget"])).toEqual([]);
    expect(readHiddenColumns(undefined, key, ["budget"])).toEqual([]);
  });

  it("clears the entry when every column is shown again", () => {
    const storage = memoryStorage();
    const key = columnChoiceKey(1, "projects");
    writeHiddenColumns(storage, key, ["budget"]);
    writeHiddenColumns(storage, key, []);
    expect(storage.data.has(key)).toBe(false);
  });
});

describe("pinned columns", () => {
  it("fixes the name on the left and the actions on the right, the rest between", () => {
    const columns: TableColumnType<object>[] = [
      { key: "client" },
      { key: "name" },
      { key: "budget" },
      { key: "actions" },
    ];
    expect(pinnedColumns(columns, "name").map((c) => [c.key, c.fixed])).toEqual([
      ["name", "left"],
      ["client", undefined],
      ["budget", undefined],
      ["actions", "right"],
    ]);
    expect(pinnedColumns([{ key: "a" }, { key: "b" }], "missing").map((c) => c.fixed)).toEqual([undefined, undefined]);
    // On a phone only the actions are pinned, and the name keeps its place.
    expect(pinnedColumns(columns, undefined).map((c) => [c.key, c.fixed])).toEqual([
      ["client", undefined],
      ["name", undefined],
      ["budget", undefined],
      ["actions", "right"],
    ]);
  });
});
