import { describe, expect, it } from "vitest";
import type { GanttStatic, Link } from "dhtmlx-gantt";
import { barDates, datePatch, recordIdOf, toChartData } from "../../../../web/pages/projects/gantt/gantt-data";
import { linkRefusal } from "../../../../web/pages/projects/gantt/gantt-links";
import type { ChartTask, GanttItem } from "../../../../web/pages/projects/gantt/gantt-types";

const item = (over: Partial<GanttItem>): GanttItem => ({
  id: "t1",
  type: "task",
  resource: "tasks",
  record_id: 1,
  version: 3,
  text: "Task",
  start_date: "2026-03-02",
  end_date: "2026-03-04",
  progress: 0.5,
  parent: "p1",
  editable: true,
  ...over,
});

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe("the API's items as dhtmlx tasks", () => {
  const response = {
    data: [
      item({
        id: "p1",
        type: "project",
        resource: "projects",
        record_id: 1,
        start_date: "2026-03-01",
        end_date: "2026-03-31",
        parent: null,
      }),
      item({
        id: "ph2",
        type: "phase",
        resource: "project-phases",
        record_id: 2,
        start_date: null,
        end_date: null,
        parent: "p1",
      }),
      item({ id: "t5", record_id: 5, parent: "ph2", editable: false }),
      item({ id: "t6", record_id: 6, start_date: null, end_date: "2026-03-10", parent: "p1" }),
      item({ id: "t7", record_id: 7, start_date: null, end_date: null, parent: "p99" }),
      item({
        id: "m3",
        type: "milestone",
        resource: "project-milestones",
        record_id: 3,
        start_date: "2026-03-20",
        end_date: "2026-03-20",
      }),
      item({ id: "ph4", type: "phase", resource: "project-phases", record_id: 4, start_date: null, end_date: null }),
    ],
    links: [
      { id: 9, source: "t5", target: "t6", type: "0" as const },
      { id: 10, source: "t5", target: "t404", type: "0" as const },
    ],
  };
  const { data, links } = toChartData(response);
  const byId = (id: string) => data.find((t) => t.id === id)!;

  it("ends bars the day after the inclusive last day and keeps the record's identity", () => {
    expect(byId("t5")).toMatchObject({
      type: "task",
      kind: "task",
      api_resource: "tasks",
      record_id: 5,
      version: 3,
      readonly: true,
      parent: "ph2",
      progress: 0.5,
    });
    expect(byId("t5").start_date).toEqual(day(2026, 3, 2));
    expect(byId("t5").end_date).toEqual(day(2026, 3, 5));
  });

  it("draws projects and phases as summary bars that keep their own planned dates", () => {
    expect(byId("p1")).toMatchObject({
      type: "project",
      kind: "project",
      auto_scheduling: false,
      open: true,
      parent: 0,
    });
    expect(byId("p1").end_date).toEqual(day(2026, 4, 1));
    // A phase without dates spans its tasks; one without tasks has no bar.
    expect(byId("ph2")).toMatchObject({ type: "project", kind: "phase" });
    expect(byId("ph2").auto_scheduling).toBeUndefined();
    expect(byId("ph2").unscheduled).toBeUndefined();
    expect(byId("ph4").unscheduled).toBe(true);
  });

  it("places a milestone on its due date, a one-sided task on its one day, an undated task nowhere", () => {
    expect(byId("m3")).toMatchObject({ type: "milestone", start_date: day(2026, 3, 20), end_date: day(2026, 3, 20) });
    expect(byId("t6").start_date).toEqual(day(2026, 3, 10));
    expect(byId("t6").end_date).toEqual(day(2026, 3, 11));
    expect(byId("t7").unscheduled).toBe(true);
    // Its parent is outside the answer: it is shown at the top rather than lost.
    expect(byId("t7").parent).toBe(0);
  });

  it("keeps only links between items on the chart", () => {
    expect(links).toEqual([{ id: 9, source: "t5", target: "t6", type: "0" }]);
  });
});

describe("a dragged bar as the record's PATCH body", () => {
  it("turns the exclusive end back into the inclusive due or end date, rounded to whole days", () => {
    expect(datePatch("task", day(2026, 3, 2), day(2026, 3, 5))).toEqual({
      start_date: "2026-03-02",
      due_date: "2026-03-04",
    });
    expect(datePatch("phase", new Date(2026, 2, 1, 23), new Date(2026, 2, 3, 2))).toEqual({
      start_date: "2026-03-02",
      end_date: "2026-03-02",
    });
    expect(datePatch("project", day(2026, 3, 1), day(2026, 4, 1))).toEqual({
      start_date: "2026-03-01",
      end_date: "2026-03-31",
    });
    expect(datePatch("milestone", new Date(2026, 2, 20, 6), new Date(2026, 2, 20, 6))).toEqual({
      due_date: "2026-03-20",
    });
  });

  it("reads the saved values back as bar dates", () => {
    expect(barDates({ start_date: "2026-03-02", due_date: "2026-03-04" })).toEqual({
      start_date: day(2026, 3, 2),
      end_date: day(2026, 3, 5),
    });
    expect(barDates({ due_date: "2026-03-20" })).toEqual({ start_date: day(2026, 3, 20), end_date: day(2026, 3, 20) });
    expect(recordIdOf("ph12")).toBe(12);
  });
});

describe("links drawn on the chart", () => {
  const tasks: Record<string, Partial<ChartTask>> = {
    t1: { id: "t1", kind: "task", readonly: false },
    t2: { id: "t2", kind: "task", readonly: false },
    t3: { id: "t3", kind: "task", readonly: true },
    m1: { id: "m1", kind: "milestone", readonly: false },
  };
  const chart = {
    config: { links: { finish_to_start: "0" } },
    isTaskExists: (id: string) => id in tasks,
    getTask: (id: string) => tasks[id],
  } as unknown as GanttStatic;
  const link = (source: string, target: string, type = "0") => ({ id: 1, source, target, type }) as Link;

  it("accepts finish-to-start between two tasks the user may edit, and refuses the rest with a reason", () => {
    expect(linkRefusal(chart, link("t1", "t2"))).toBeUndefined();
    expect(linkRefusal(chart, link("t1", "t2", "1"))).toBe("links.onlyFinishToStart");
    expect(linkRefusal(chart, link("t1", "m1"))).toBe("links.onlyTasks");
    expect(linkRefusal(chart, link("t1", "t1"))).toBe("links.onlyTasks");
    expect(linkRefusal(chart, link("t1", "t3"))).toBe("links.notAllowed");
  });
});
