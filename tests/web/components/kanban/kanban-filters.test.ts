import { describe, expect, it } from "vitest";
import { getResource } from "../../../../resources/registry";
import {
  boardFilters,
  columnQueryKey,
  columnCardFilters,
  columnSorters,
  splitColumnFilter,
} from "../../../../web/components/kanban/column-query";
import { activeCount, applyParams, filtersFromParams, parseParam } from "../../../../web/components/list/url-filters";

// How a board asks for its cards (the contract's list query) and how a page's filter bar reads
// and writes the URL.

const projects = getResource("projects")!;
const tasks = getResource("tasks")!;

describe("a board column's list query", () => {
  it("sorts by the declared order field, then id", () => {
    expect(columnSorters(tasks.board!)).toEqual([
      { field: "board_position", order: "asc" },
      { field: "id", order: "asc" },
    ]);
  });

  it("adds the column's value to the board's filters", () => {
    const filters = boardFilters({ project_id: 5 }, [{ field: "priority", operator: "eq", value: "high" }]);
    expect(columnCardFilters(tasks.board!, 3, filters)).toEqual([
      { field: "project_id", operator: "eq", value: 5 },
      { field: "priority", operator: "eq", value: "high" },
      { field: "task_state_id", operator: "eq", value: 3 },
    ]);
  });

  it("drops empty filters of a filter bar", () => {
    expect(
      boardFilters(undefined, [
        { field: "priority", operator: "eq", value: undefined },
        { field: "q", operator: "eq", value: "" },
        { field: "budget", operator: "gte", value: 10 },
      ]),
    ).toEqual([{ field: "budget", operator: "gte", value: 10 }]);
  });

  it("a filter on the column field chooses columns instead of narrowing cards", () => {
    const split = splitColumnFilter(projects.board!, [
      { field: "project_state_id", operator: "eq", value: 2 },
      { field: "priority", operator: "eq", value: "low" },
    ]);
    expect(split).toEqual({ columns: ["2"], cards: [{ field: "priority", operator: "eq", value: "low" }] });
    expect(splitColumnFilter(projects.board!, []).columns).toBeNull();
  });

  it("caches each column under the resource's own key, apart per value and filters", () => {
    const a = columnQueryKey("tasks", tasks.board!, 1, []);
    const b = columnQueryKey("tasks", tasks.board!, 2, []);
    expect(a.slice(0, 3)).toEqual(["data", "default", "tasks"]);
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  });
});

describe("filters in the URL", () => {
  const specs = [
    { field: "priority" },
    { field: "budget", range: true },
    { field: "manager_id" },
    { field: "active" },
    { field: "start_date", range: true },
  ];

  it("reads each filter as its field's type, with the API's parameter names", () => {
    const params = new URLSearchParams(
      "priority=high&budget_gte=1000&manager_id=4&active=false&start_date_lte=2025-03-01&q=web&view=board",
    );
    expect(filtersFromParams(projects, specs, params)).toEqual([
      { field: "priority", operator: "eq", value: "high" },
      { field: "budget", operator: "gte", value: 1000 },
      { field: "budget", operator: "lte", value: undefined },
      { field: "manager_id", operator: "eq", value: 4 },
      { field: "active", operator: "eq", value: false },
      { field: "start_date", operator: "gte", value: undefined },
      { field: "start_date", operator: "lte", value: "2025-03-01" },
      { field: "q", operator: "eq", value: "web" },
    ]);
  });

  it("ignores values that are not of the field's type (a hand-edited URL)", () => {
    expect(parseParam(projects.fields.priority, "extreme")).toBeUndefined();
    expect(parseParam(projects.fields.manager_id, "1 or 1=1")).toBeUndefined();
    expect(parseParam(projects.fields.start_date, "yesterday")).toBeUndefined();
    expect(parseParam(projects.fields.budget, "abc")).toBeUndefined();
    expect(parseParam(projects.fields.active, "maybe")).toBeUndefined();
  });

  it("writes changes, removes emptied ones and keeps the other parameters", () => {
    const next = new URLSearchParams("view=board&priority=low");
    applyParams(next, { priority: null, budget_gte: 5 });
    expect(next.toString()).toBe("view=board&budget_gte=5");
  });

  it("counts the filters in use", () => {
    expect(activeCount(specs, new URLSearchParams("budget_lte=9&priority=low&view=board"))).toBe(2);
  });
});
