// A live reload of the chart (another user's change) must not move what the user looks at, nor
// pull a bar from under a drag: the scroll and folded rows are kept across the reparse, and a
// reload waits while a bar is dragged or saved.
import type { GanttStatic } from "dhtmlx-gantt";
import type { ChartTask } from "./gantt-types";

export function isBusy(chart: GanttStatic): boolean {
  if (chart.getState().drag_id) return true;
  let saving = false;
  chart.eachTask((task) => {
    if ((task as unknown as ChartTask).$saving) saving = true;
  });
  return saving;
}

export interface KeptView {
  scroll: { x: number; y: number };
  folded: (string | number)[];
}

export function keptView(chart: GanttStatic): KeptView {
  const folded: (string | number)[] = [];
  chart.eachTask((task) => {
    if (!task.$open && chart.hasChild(task.id)) folded.push(task.id);
  });
  const { x, y } = chart.getScrollState();
  return { scroll: { x, y }, folded };
}

export function restoreView(chart: GanttStatic, kept: KeptView): void {
  for (const id of kept.folded) if (chart.isTaskExists(id)) chart.getTask(id).$open = false;
  chart.render();
  chart.scrollTo(kept.scroll.x, kept.scroll.y);
}
