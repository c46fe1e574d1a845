import { describe, expect, it } from "vitest";
import { getResource } from "../../../../resources/registry";
import {
  cardAmounts,
  shiftTotals,
  totalsOf,
  totalsParams,
  totalsQueryKey,
  type ColumnTotals,
} from "../../../../web/components/kanban/board-totals";
import { formatTotal } from "../../../../web/components/kanban/column-totals";
import { stalenessOf } from "../../../../web/components/kanban/stale";
import { columnRowFilters } from "../../../../web/components/kanban/use-board-columns";
import { movePath } from "../../../../web/components/kanban/use-card-move";

// The CRM boards' additions to the generic board: named boards (a lead's pipeline board), column
// totals (count, value, weighted value) and the stale mark of a card past its staleAt time.

const leads = getResource("leads")!;
const tasks = getResource("tasks")!;
const campaigns = getResource("campaigns")!;
const pipelineBoard = leads.boards!.pipeline;

describe("a named board", () => {
  it("moves its cards through /move/<name>, the main board through /move", () => {
    expect(movePath("leads", 7, "pipeline")).toBe("leads/7/move/pipeline");
    expect(movePath("leads", 7)).toBe("leads/7/move");
  });

  it("shows only the columns of the pipeline it is narrowed to", () => {
    const filters = [
      { field: "pipeline_id", operator: "eq" as const, value: 3 },
      { field: "owner_id", operator: "eq" as const, value: 5 },
    ];
    expect(columnRowFilters(leads, pipelineBoard, filters)).toEqual([
      { field: "pipeline_id", operator: "eq", value: 3 },
    ]);
    // Lead statuses belong to no pipeline: the status board keeps all its columns.
    expect(columnRowFilters(leads, leads.board!, filters)).toEqual([]);
    // Nor do task states to a project.
    expect(columnRowFilters(tasks, tasks.board!, [{ field: "project_id", operator: "eq", value: 1 }])).toEqual([]);
  });
});

describe("column totals", () => {
  it("asks for the named board with the board's own equality filters", () => {
    const filters = [
      { field: "pipeline_id", operator: "eq" as const, value: 3 },
      { field: "source", operator: "eq" as const, value: "website" },
    ];
    expect(totalsParams(pipelineBoard, "pipeline", filters)).toEqual({
      board: "pipeline",
      pipeline_id: 3,
      source: "website",
    });
    expect(totalsParams(leads.board!, undefined, [])).toEqual({});
  });

  it("are not asked for when a filter is one the endpoint does not take (search, a range)", () => {
    expect(totalsParams(leads.board!, undefined, [{ field: "q", operator: "eq", value: "acme" }])).toBeNull();
    expect(totalsParams(campaigns.board!, undefined, [{ field: "budget", operator: "gte", value: 10 }])).toBeNull();
  });

  it("live under the resource's query key, so its invalidations reach them", () => {
    expect(totalsQueryKey("leads", { board: "pipeline" }).slice(0, 3)).toEqual(["data", "default", "leads"]);
  });

  it("weigh a card's value by its probability, or not at all without one", () => {
    expect(cardAmounts(pipelineBoard, { id: 1, estimated_value: 250000, probability: 40 })).toEqual({
      value: 250000,
      weighted: 100000,
    });
    expect(cardAmounts(pipelineBoard, { id: 1, estimated_value: null, probability: 40 })).toEqual({
      value: 0,
      weighted: 0,
    });
    expect(cardAmounts(campaigns.board!, { id: 1, budget: 5000 })).toEqual({ value: 5000, weighted: 5000 });
  });

  it("move a card's amounts from one column to the other at once", () => {
    const before: ColumnTotals[] = [{ column: 1, count: 2, value: 300000, weighted: 30000 }];
    const after = shiftTotals(before, pipelineBoard, { id: 9, estimated_value: 100000, probability: 10 }, 1, 2);
    expect(after).toEqual([
      { column: 1, count: 1, value: 200000, weighted: 20000 },
      { column: 2, count: 1, value: 100000, weighted: 10000 },
    ]);
    expect(before[0].count).toBe(2);
    expect(shiftTotals(before, pipelineBoard, { id: 9 }, 1, "1")).toBe(before);
  });

  it("of a column no card is counted in are zero", () => {
    expect(totalsOf([{ column: 1, count: 1, value: 5, weighted: 5 }], "4")).toEqual({
      column: "4",
      count: 0,
      value: 0,
      weighted: 0,
    });
    expect(totalsOf([{ column: "active", count: 1, value: 5, weighted: 5 }], "active")?.count).toBe(1);
    expect(totalsOf(undefined, "1")).toBeUndefined();
  });

  it("show euros without cents when there are none", () => {
    expect(formatTotal(2300000, "es")).toBe("23.000\u00a0€");
    expect(formatTotal(1250, "es")).toBe("12,5\u00a0€");
    expect(formatTotal(300000, "en")).toBe("€3,000");
  });
});

describe("a stale card", () => {
  const now = Date.parse("2026-03-10T12:00:00Z");

  it("is one whose staleAt time is past, for days or hours", () => {
    expect(stalenessOf("2026-03-07T11:00:00Z", now)).toMatchObject({ unit: "days", count: 3 });
    expect(stalenessOf("2026-03-10T07:30:00Z", now)).toMatchObject({ unit: "hours", count: 4 });
    expect(stalenessOf("2026-03-10T11:59:00Z", now)).toMatchObject({ unit: "now", count: 0 });
  });

  it("is not one whose time is still ahead, or that has none", () => {
    expect(stalenessOf("2026-03-11T00:00:00Z", now)).toBeNull();
    expect(stalenessOf(null, now)).toBeNull();
    expect(stalenessOf("", now)).toBeNull();
    expect(stalenessOf("not a date", now)).toBeNull();
  });
});
