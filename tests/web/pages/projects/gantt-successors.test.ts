// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
// The package's "main" is a UMD build Node cannot import as a module; its ES build is what Vite uses.
import { Gantt } from "dhtmlx-gantt/codebase/dhtmlxgantt.es.js";
import { toChartData } from "../../../../web/pages/projects/gantt/gantt-data";
import { successorsOnChart } from "../../../../web/pages/projects/gantt/gantt-editing";
import { applyMovedTasks, undoOfMove } from "../../../../web/pages/projects/gantt/gantt-undo";
import type { GanttItem } from "../../../../web/pages/projects/gantt/gantt-types";

// A real dhtmlx chart (not drawn): which tasks a moved task takes along, and how the answer of a
// move is shown and undone.
const task = (id: number, start: string, end: string): GanttItem => ({
  id: `t${id}`,
  type: "task",
  resource: "tasks",
  record_id: id,
  version: 1,
  text: `Tarea ${id}`,
  start_date: start,
  end_date: end,
  progress: 0,
  parent: "p1",
  editable: true,
});

function chart() {
  const gantt = Gantt.getGanttInstance();
  const container = document.createElement("div");
  document.body.append(container);
  gantt.init(container);
  const project: GanttItem = {
    ...task(1, "2026-03-01", "2026-03-31"),
    id: "p1",
    type: "project",
    resource: "projects",
    parent: null,
  };
  // 1 → 2 → 3, 1 → 4, 2 → 4 (4 reached twice), and 5 on its own; 3 → 1 would be a cycle the API refuses.
  const data = [
    project,
    task(1, "2026-03-02", "2026-03-04"),
    task(2, "2026-03-06", "2026-03-08"),
    task(3, "2026-03-10", "2026-03-12"),
    task(4, "2026-03-09", "2026-03-09"),
    task(5, "2026-03-02", "2026-03-03"),
  ];
  const links = [
    [2, 1],
    [3, 2],
    [4, 1],
    [4, 2],
  ].map(([target, source], i) => ({ id: i + 1, source: `t${source}`, target: `t${target}`, type: "0" as const }));
  gantt.parse(toChartData({ data, links }));
  return gantt;
}

describe("the Gantt's successors", () => {
  it("are every task after the moved one, directly or through others, each once", () => {
    const gantt = chart();
    expect(
      successorsOnChart(gantt, "t1")
        .map((t) => t.id)
        .sort(),
    ).toEqual(["t2", "t3", "t4"]);
    expect(
      successorsOnChart(gantt, "t2")
        .map((t) => t.id)
        .sort(),
    ).toEqual(["t3", "t4"]);
    expect(successorsOnChart(gantt, "t3")).toEqual([]);
    expect(successorsOnChart(gantt, "t5")).toEqual([]);
    gantt.destructor();
  });

  it("show a move's answer on the chart, and its undo puts each task back where it was", () => {
    const gantt = chart();
    const rows = [
      {
        id: 1,
        version: 2,
        start_date: "2026-03-04",
        due_date: "2026-03-06",
        previous: { start_date: "2026-03-02", due_date: "2026-03-04" },
      },
      {
        id: 2,
        version: 5,
        start_date: "2026-03-08",
        due_date: "2026-03-10",
        previous: { start_date: "2026-03-06", due_date: "2026-03-08" },
      },
    ];
    applyMovedTasks(gantt, rows);
    const moved = gantt.getTask("t2");
    expect(moved.version).toBe(5);
    expect(moved.start_date).toEqual(new Date(2026, 2, 8));
    // The bar ends at the instant after its last day.
    expect(moved.end_date).toEqual(new Date(2026, 2, 11));
    expect(undoOfMove(rows)).toEqual({
      kind: "tasks",
      tasks: [
        { id: 1, version: 2, start_date: "2026-03-02", due_date: "2026-03-04" },
        { id: 2, version: 5, start_date: "2026-03-06", due_date: "2026-03-08" },
      ],
    });
    gantt.destructor();
  });
});
