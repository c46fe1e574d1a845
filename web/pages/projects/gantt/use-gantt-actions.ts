// What the chart's edits do outside it: API calls, the dependency-date question, the link removal
// question, toasts, and opening a record's page on double click.
import { App } from "antd";
import type { GanttStatic } from "dhtmlx-gantt";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "../../../providers/toast";
import { askWithModal } from "../../tasks/detail/confirm-dependency-dates";
import { createDependency, deleteDependency, loadProject, patchRecord } from "./gantt-api";
import { liveTask, type EditingDeps } from "./gantt-editing";
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

  const editing: EditingDeps = {
    patch: (task, values) => patchRecord(task.api_resource, task.record_id, values, confirmDates),
    saved: (task) => {
      toast({ type: "success", message: t("gantt:saved"), key: SAVED_TOAST_KEY });
      void refreshProject(task);
    },
  };

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

  return { editing, links, open };
}
