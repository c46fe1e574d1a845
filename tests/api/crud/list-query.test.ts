import { describe, expect, it } from "vitest";
import { defineResource } from "../../../resources/index.js";
import { AppError } from "../../../api/errors.js";
import { MAX_PAGE_SIZE, parseListQuery } from "../../../api/crud/list-query.js";
import { escapeLike } from "../../../api/crud/list-sql.js";

// The parser alone, on a declaration with one field of every filterable kind.
const def = defineResource({
  name: "things",
  table: "things",
  area: "settings",
  route: "/things",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, maxLength: 80 },
    kind: { type: "enum", options: ["a", "b"] },
    amount: { type: "number" },
    order: { type: "integer" },
    active: { type: "boolean" },
    due: { type: "date" },
    owner_id: { type: "reference", reference: "things" },
    hidden: { type: "string" },
  },
  list: {
    columns: ["name"],
    filters: ["id", "name", "kind", "amount", "order", "active", "due", "owner_id", "created_at"],
    sorters: ["id", "name", "order", "created_at"],
    search: ["name"],
    defaultSort: { field: "name", order: "asc" },
  },
  permissions: {},
});

function fails(query: Record<string, unknown>): { key: string; params: Record<string, unknown> } {
  try {
    parseListQuery(def, query);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return { key: (error as AppError).key, params: (error as AppError).params };
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
}

describe("parseListQuery (simple-rest dialect)", () => {
  it("defaults to the first 100 rows, no filters, the declared sort", () => {
    expect(parseListQuery(def, {})).toEqual({
      offset: 0,
      limit: MAX_PAGE_SIZE,
      sort: [],
      filters: [],
      search: undefined,
    });
    expect(parseListQuery(def, undefined).limit).toBe(100);
  });

  it("reads the window and caps it at 100 rows", () => {
    expect(parseListQuery(def, { _start: "10", _end: "20" })).toMatchObject({ offset: 10, limit: 10 });
    expect(parseListQuery(def, { _start: "0", _end: "1000" })).toMatchObject({ offset: 0, limit: 100 });
    expect(parseListQuery(def, { _start: "50" })).toMatchObject({ offset: 50, limit: 100 });
    expect(parseListQuery(def, { _end: "30" })).toMatchObject({ offset: 0, limit: 30 });
    expect(parseListQuery(def, { _start: "5", _end: "5" })).toMatchObject({ offset: 5, limit: 0 });
    for (const bad of [
      { _start: "5", _end: "4" },
      { _start: "-1" },
      { _end: "x" },
      { _start: "1.5" },
      { _start: "1e3" },
      { _start: ["1", "2"] },
      { _start: "9".repeat(20) },
    ]) {
      expect(fails(bad).key, JSON.stringify(bad)).toBe("errors:invalidPagination");
    }
  });

  it("reads _sort/_order as Refine sends them (one order per field, or one for all)", () => {
    expect(parseListQuery(def, { _sort: "name,order", _order: "desc,asc" }).sort).toEqual([
      { field: "name", order: "desc" },
      { field: "order", order: "asc" },
    ]);
    expect(parseListQuery(def, { _sort: "name,order", _order: "DESC" }).sort).toEqual([
      { field: "name", order: "desc" },
      { field: "order", order: "desc" },
    ]);
    expect(parseListQuery(def, { _sort: "name" }).sort).toEqual([{ field: "name", order: "asc" }]);
    expect(parseListQuery(def, { _sort: "name,name", _order: "asc,desc" }).sort).toEqual([
      { field: "name", order: "asc" },
    ]);
    expect(fails({ _sort: "hidden" })).toEqual({ key: "errors:unknownSortField", params: { field: "hidden" } });
    expect(fails({ _sort: "name desc" }).key).toBe("errors:unknownSortField");
    expect(fails({ _sort: "name", _order: "up" }).key).toBe("errors:invalidSortOrder");
    expect(fails({ _sort: "name,order", _order: "asc,desc,asc" }).key).toBe("errors:invalidSortOrder");
    expect(fails({ _order: "asc" }).key).toBe("errors:invalidSortOrder");
  });

  it("maps each operator suffix, with typed values", () => {
    const { filters } = parseListQuery(def, {
      name: "Ana",
      kind_ne: "a",
      amount_gte: "1.5",
      order_lte: "-3",
      active: "false",
      due_gte: "2024-02-29",
      created_at_lte: "2024-03-01T10:00:00Z",
      name_like: "  ana  ",
      owner_id: ["1", "2"],
    });
    expect(filters).toEqual([
      { field: "name", op: "eq", value: "Ana" },
      { field: "kind", op: "ne", value: "a" },
      { field: "amount", op: "gte", value: 1.5 },
      { field: "order", op: "lte", value: -3 },
      { field: "active", op: "eq", value: false },
      { field: "due", op: "gte", value: "2024-02-29" },
      { field: "created_at", op: "lte", value: "2024-03-01T10:00:00.000Z" },
      { field: "name", op: "like", value: "ana" },
      { field: "owner_id", op: "in", value: [1, 2] },
    ]);
  });

  it("treats an emptied filter as no filter, and reads q only where search is declared", () => {
    expect(parseListQuery(def, { name: "", name_like: " ", q: "" })).toMatchObject({ filters: [], search: undefined });
    expect(parseListQuery(def, { q: " Canción " }).search).toBe("Canción");
    expect(parseListQuery(def, { id: ["", "4"] }).filters).toEqual([{ field: "id", op: "eq", value: 4 }]);
  });

  it("refuses names outside the allow-lists", () => {
    for (const param of [
      "hidden",
      "hidden_like",
      "bogus",
      "name_gt",
      "name_in",
      "__proto__",
      "_limit",
      "_page",
      "name[]",
      "id_like",
    ]) {
      expect(["errors:unknownQueryParam", "errors:unknownFilterField"], param).toContain(fails({ [param]: "1" }).key);
    }
    expect(fails({ active_like: "t" })).toEqual({ key: "errors:unknownFilterField", params: { field: "active_like" } });
    expect(fails({ active_gte: "true" }).key).toBe("errors:unknownFilterField");
    expect(fails({ bogus: "1" })).toEqual({ key: "errors:unknownQueryParam", params: { param: "bogus" } });
  });

  it("refuses values the field cannot hold", () => {
    const bad: Record<string, string> = {
      order: "abc",
      order_gte: "2147483648",
      id: "1.0",
      owner_id: "0x10",
      amount: "1,5",
      active: "maybe",
      due: "2023-02-29",
      due_lte: "2024-13-01",
      created_at_gte: "yesterday",
      kind: "c",
      name: "a\u0000b",
      name_like: "x".repeat(1001),
    };
    for (const [param, value] of Object.entries(bad))
      expect(fails({ [param]: value }), param).toEqual({ key: "errors:invalidFilterValue", params: { field: param } });
    expect(fails({ name_ne: ["a", "b"] }).key).toBe("errors:invalidFilterValue");
    expect(fails({ id: Array.from({ length: 101 }, (_, i) => String(i + 1)) }).key).toBe("errors:invalidFilterValue");
  });

  it("escapes LIKE wildcards so they match themselves", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});
