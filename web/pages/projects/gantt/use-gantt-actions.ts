// What the chart's edits do outside it: API calls, the dependency-date and successors questions,
// the link removal question, toasts, the undo of drags, and opening a record's page on double click.
import { useRef, useState } from "react";
import { App } from "antd";
import type { GanttStatic } from "dhtmlx-gantt";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "../../../providers/toast";
import { askWithModal } from "../../tasks/detail/confirm-dependency-dates";
import { createDependency, deleteDependency, loadProject, patchRecord, rescheduleTasks, shiftTask } from "./gantt-api";
import { barDates } from "./gantt-data";
import { liveTask, type EditingDeps } from "./gantt-editing";
import { applyMovedTasks, UNDO_DEPTH, type UndoEntry } from "./gantt-undo";
import { askSuccessors } from "./successors-question";
import type { LinkDeps } from "./gantt-links";
import type { ChartTask } from "./gantt-types";

const SAVED_TOAST_KEY = "gantt-saved";

/** The project an item belongs to, as its chart id ("p12"). */
function projectOf(chart: GanttStatic | undefined, task: ChartTask): ChartTask | undefined {
  let current: ChartTask | undefined = task;
  while (chart && current && current.kind !== "project") {
    current = current.parent ? liveTask(chart, current.parent) : undefined;
  }
  return current;
}

export function useGanttActions(chartOf: () => GanttStatic | undefined) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();

  // The same question as on the task page.
  const confirmDates = askWithModal(modal);

  // A task's progress and dates roll up into its project's progress (a database trigger).
  async function refreshProject(task: ChartTask): Promise<void> {
    const chart = chartOf();
    const project = task.kind === "task" ? projectOf(chart, task) : undefined;
    if (!chart || !project) return;
    try {
      const row = await loadProject(project.record_id);
      const current = liveTask(chart, project.id);
      if (!current || typeof row.progress !== "number") return;
      current.progress = row.progress / 100;
      chart.refreshTask(project.id);
    } catch {
      // Only a nicety: the chart shows it on the next load.
    }
  }

  // Drags saved, the last one last; a state too, so the Undo button knows whether it can act.
  const undoStack = useRef<UndoEntry[]>([]);
  const [undoCount, setUndoCount] = useState(0);
  const undoing = useRef(false);

  const editing: EditingDeps = {
    patch: (task, values) => patchRecord(task.api_resource, task.record_id, values, confirmDates),
    choose: askSuccessors(modal, t),
    shift: (task, values, successors) =>
      shiftTask(
        task.record_id,
        {
          version: task.version,
          start_date: values.start_date,
          due_date: values.due_date,
          successors: successors.map((s) => ({ id: s.record_id, version: s.version })),
        },
        confirmDates,
      ),
    saved: (task) => {
      toast({ type: "success", message: t("gantt:saved"), key: SAVED_TOAST_KEY });
      void refreshProject(task);
    },
    remember: (entry) => {
      undoStack.current = [...undoStack.current, entry].slice(-UNDO_DEPTH);
      setUndoCount(undoStack.current.length);
    },
  };

  /** Puts back what the last saved drag changed; a refusal (409: changed since) drops it. */
  async function undo(): Promise<void> {
    const entry = undoStack.current.at(-1);
    const chart = chartOf();
    if (!entry || !chart || undoing.current) return;
    undoing.current = true;
    undoStack.current = undoStack.current.slice(0, -1);
    setUndoCount(undoStack.current.length);
    try {
      let changed = undefined as ChartTask | undefined;
      if (entry.kind === "tasks") {
        const rows = await rescheduleTasks(entry.tasks, confirmDates);
        applyMovedTasks(chart, rows);
        changed = liveTask(chart, `t${entry.tasks[0].id}`);
      } else {
        const row = await patchRecord(
          entry.resource,
          entry.recordId,
          { ...entry.values, version: entry.version },
          confirmDates,
        );
        changed = liveTask(chart, entry.chartId);
        if (changed) {
          changed.version = row.version;
          if (typeof entry.values.progress === "number") changed.progress = entry.values.progress / 100;
          const dates = barDates(entry.values as Record<string, string>);
          if (dates)
            Object.assign(changed, { ...dates, duration: chart.calculateDuration({ ...dates, task: changed }) });
          chart.updateTask(entry.chartId);
        }
      }
      toast({ type: "success", message: t("gantt:undone"), key: SAVED_TOAST_KEY });
      if (changed) void refreshProject(changed);
    } catch {
      // Refused (and toasted by the HTTP client) or declined: the chart still shows the truth.
    } finally {
      undoing.current = false;
    }
  }

  const links: LinkDeps = {
    create: async (taskId, dependsOnId) => {
      const row = await createDependency(taskId, dependsOnId, confirmDates);
      toast({ type: "success", message: t("gantt:links.created"), key: SAVED_TOAST_KEY });
      return row;
    },
    remove: async (id) => {
      await deleteDependency(id);
      toast({ type: "success", message: t("gantt:links.deleted"), key: SAVED_TOAST_KEY });
    },
    confirmRemove: async (source, target) =>
      Boolean(
        await modal.confirm({
          title: t("gantt:links.deleteTitle"),
          content: t("gantt:links.deleteContent", { source: source.text, target: target.text }),
          okText: t("gantt:links.deleteOk"),
          okButtonProps: { danger: true },
          cancelText: t("buttons.cancel"),
        }),
      ),
    refuse: (key) => toast({ type: "warning", message: t(`gantt:${key}`) }),
  };

  const open = (task: ChartTask) => {
    if (task.kind === "task") navigate(`/tasks/${task.record_id}`);
    else {
      const project = projectOf(chartOf(), task);
      if (project) navigate(`/projects/${project.record_id}`);
    }
  };

  return { editing, links, open, undo, canUndo: undoCount > 0 };
}
