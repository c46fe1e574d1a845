// Dependencies drawn and removed on the chart. Only finish-to-start links between two tasks exist
// in the API; anything else is refused here with a message before anything is sent. A link the
// API refuses is taken off the chart again.
import type { GanttStatic, Link } from "dhtmlx-gantt";
import type { SavedRow } from "./gantt-api";
import { recordIdOf } from "./gantt-data";
import { liveTask } from "./gantt-editing";
import type { ChartTask } from "./gantt-types";

export interface LinkDeps {
  create: (taskId: number, dependsOnId: number) => Promise<SavedRow>;
  remove: (id: number) => Promise<void>;
  confirmRemove: (source: ChartTask, target: ChartTask) => Promise<boolean>;
  /** Shows why a link is refused (a gantt:links.* key). */
  refuse: (key: string) => void;
}

export function linkRefusal(chart: GanttStatic, link: Link): string | undefined {
  if (String(link.type) !== chart.config.links.finish_to_start) return "links.onlyFinishToStart";
  const source = liveTask(chart, link.source);
  const target = liveTask(chart, link.target);
  if (source?.kind !== "task" || target?.kind !== "task" || source.id === target.id) return "links.onlyTasks";
  if (target.readonly) return "links.notAllowed";
  return undefined;
}

export function attachLinks(chart: GanttStatic, deps: LinkDeps): void {
  // Links added or removed by this file itself (confirmed or reverted) pass the guards.
  let own = false;
  const pending = new Set<string>();
  const quietly = (change: () => void) => {
    own = true;
    try {
      change();
    } finally {
      own = false;
    }
  };
  const task = (id: string | number) => chart.getTask(id) as unknown as ChartTask;

  chart.attachEvent("onBeforeLinkAdd", (_id, link) => {
    if (own) return true;
    const refusal = linkRefusal(chart, link);
    if (refusal) deps.refuse(refusal);
    return !refusal;
  });

  chart.attachEvent("onAfterLinkAdd", (id, link) => {
    if (own) return;
    void create(String(id), link);
  });

  // Removing goes through the confirmation below, never through dhtmlx's own dialogs.
  chart.attachEvent("onBeforeLinkDelete", () => own);

  chart.attachEvent("onLinkDblClick", (id) => {
    if (chart.config.readonly || pending.has(String(id)) || !chart.isLinkExists(id)) return false;
    const link = chart.getLink(id);
    if (linkRefusal(chart, link)) return false;
    void remove(id, task(link.source), task(link.target));
    return false;
  });

  const holds = (id: string | number) => !chart.$destroyed && chart.isLinkExists(id);

  async function create(tempId: string, link: Link): Promise<void> {
    pending.add(tempId);
    try {
      const row = await deps.create(recordIdOf(link.target), recordIdOf(link.source));
      if (holds(tempId)) quietly(() => chart.changeLinkId(tempId, row.id));
    } catch {
      if (holds(tempId)) quietly(() => chart.deleteLink(tempId));
    } finally {
      pending.delete(tempId);
    }
  }

  async function remove(id: string | number, source: ChartTask, target: ChartTask): Promise<void> {
    if (!(await deps.confirmRemove(source, target))) return;
    try {
      await deps.remove(Number(id));
      if (holds(id)) quietly(() => chart.deleteLink(id));
    } catch {
      // The HTTP client has shown why; the link stays.
    }
  }
}
