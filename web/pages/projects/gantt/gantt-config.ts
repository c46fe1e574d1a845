// The chart's fixed settings, grid columns and templates. Text comes from the API as typed by
// users, so every template escapes it (plain dhtmlx templates write raw HTML).
import dayjs from "dayjs";
import { escapeHTML, type GanttStatic, type GridColumn, type Task } from "dhtmlx-gantt";
import { i18n } from "../../../i18n";
import type { ChartTask } from "./gantt-types";

const t = (key: string) => i18n.t(`gantt:${key}`);
const asChart = (task: Task) => task as unknown as ChartTask;

function startLabel(task: Task): string {
  return task.unscheduled || !task.start_date ? "" : dayjs(task.start_date).format("L");
}

function progressLabel(task: Task): string {
  return asChart(task).kind === "milestone" || task.unscheduled ? "" : `${Math.round((task.progress ?? 0) * 100)} %`;
}

function durationLabel(task: Task): string {
  return asChart(task).kind === "milestone" || task.unscheduled ? "" : String(task.duration ?? "");
}

/** Phones get the name only: four columns would leave no room for the timeline. */
export function applyColumns(chart: GanttStatic, compact: boolean): void {
  const name: GridColumn = {
    name: "text",
    label: t("columns.name"),
    tree: true,
    width: "*",
    min_width: compact ? 120 : 200,
    template: (task) => escapeHTML(String(task.text ?? "")),
  };
  chart.config.columns = compact
    ? [name]
    : [
        name,
        { name: "start_date", label: t("columns.start"), align: "center", width: 96, template: startLabel },
        { name: "duration", label: t("columns.duration"), align: "center", width: 72, template: durationLabel },
        { name: "progress", label: t("columns.progress"), align: "center", width: 80, template: progressLabel },
      ];
  chart.config.grid_width = compact ? 150 : 470;
}

function tooltip(start: Date, end: Date, task: Task): string {
  const item = asChart(task);
  const lines = [`<b>${escapeHTML(String(task.text ?? ""))}</b>`, escapeHTML(t(`kinds.${item.kind}`))];
  if (!task.unscheduled && start) {
    const last = item.kind === "milestone" ? start : dayjs(end).subtract(1, "day").toDate();
    lines.push(`${escapeHTML(t("tooltip.start"))}: ${dayjs(start).format("L")}`);
    if (item.kind !== "milestone") lines.push(`${escapeHTML(t("tooltip.end"))}: ${dayjs(last).format("L")}`);
  }
  if (item.kind !== "milestone") lines.push(`${escapeHTML(t("tooltip.progress"))}: ${progressLabel(task)}`);
  if (item.readonly) lines.push(`<i>${escapeHTML(t("readonly"))}</i>`);
  return lines.join("<br/>");
}

export function configureChart(chart: GanttStatic): void {
  const config = chart.config;
  // 5,000 rows: draw only what is on screen, and the grid lines as one background.
  config.smart_rendering = true;
  config.static_background = true;
  config.date_format = "%Y-%m-%d";
  config.duration_unit = "day";
  config.work_time = false;
  // Drags snap to whole days in every zoom (not to weeks or months).
  config.round_dnd_dates = false;
  config.time_step = 24 * 60;
  config.row_height = 34;
  config.bar_height = 22;
  config.scale_height = 54;
  config.fit_tasks = true;
  config.show_unscheduled = true;
  config.open_tree_initially = true;
  config.drag_project = false;
  config.order_branch = false;
  config.details_on_dblclick = false;
  config.details_on_create = false;
  config.show_errors = false;
  config.show_progress = true;
  config.start_on_monday = true;
  config.links.finish_to_start = "0";

  chart.plugins({ tooltip: true });
  const templates = chart.templates;
  templates.task_text = (_s, _e, task) =>
    asChart(task).kind === "milestone" ? "" : escapeHTML(String(task.text ?? ""));
  templates.rightside_text = (_s, _e, task) =>
    asChart(task).kind === "milestone" ? escapeHTML(String(task.text ?? "")) : "";
  templates.task_class = (_s, _e, task) => {
    const item = asChart(task);
    return `gantt-kind-${item.kind}${item.readonly ? " gantt-readonly" : ""}`;
  };
  templates.grid_row_class = (_s, _e, task) => `gantt-row-${asChart(task).kind}`;
  templates.tooltip_text = tooltip;
}
