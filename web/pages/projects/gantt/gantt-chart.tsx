// The dhtmlx chart inside React. It is created once per mount and never re-rendered by React:
// props are applied to it imperatively (new data → clearAll + one parse; language, zoom, phone
// layout or read-only → config + render). Its own instance (not the global singleton) is
// destroyed on unmount, with every event handler attached to it.
import "./gantt.css";
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { Gantt, type GanttStatic } from "dhtmlx-gantt";
import { useTranslation } from "react-i18next";
import { applyColumns, configureChart } from "./gantt-config";
import { toChartData } from "./gantt-data";
import { attachEditing, type EditingDeps } from "./gantt-editing";
import { attachLinks, type LinkDeps } from "./gantt-links";
import type { ChartTask, GanttResponse, ZoomLevel } from "./gantt-types";
import { installGanttStyles } from "./gantt-styles";
import { applyZoom } from "./gantt-zoom";
import { isBusy, keptView, restoreView } from "./gantt-live-view";
import { attachTodayMarker } from "./today-marker";

export interface GanttChartHandle {
  showToday: () => void;
  chart: () => GanttStatic | undefined;
  /** A bar is being dragged or saved: reloading now would pull it from under the user. */
  busy: () => boolean;
}

export interface GanttChartProps {
  data: GanttResponse | undefined;
  /** The data is a live reload of the same filters: the scroll and the folded rows stay. */
  keepView?: boolean;
  zoom: ZoomLevel;
  readonly: boolean;
  compact: boolean;
  editing: EditingDeps;
  links: LinkDeps;
  onOpen: (task: ChartTask) => void;
  handle?: Ref<GanttChartHandle>;
}

/** Brings a date into view a third of the way across the timeline, with what led to it on its left. */
function showDate(chart: GanttStatic, date: Date): void {
  chart.scrollTo(Math.max(0, chart.posFromDate(date) - chart.$task.offsetWidth / 3), null);
}

function firstStart(chart: GanttStatic): Date | undefined {
  let first: Date | undefined;
  chart.eachTask((task) => {
    if (!task.unscheduled && task.start_date && (!first || task.start_date < first)) first = task.start_date;
  });
  return first;
}

export function GanttChart({
  data,
  keepView = false,
  zoom,
  readonly,
  compact,
  editing,
  links,
  onOpen,
  handle,
}: GanttChartProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<GanttStatic | null>(null);
  // Handlers read the latest callbacks without re-attaching anything to the chart.
  const latest = useRef({ editing, links, onOpen, t });
  latest.current = { editing, links, onOpen, t };
  const lang = i18n.language === "en" ? "en" : "es";

  useEffect(() => {
    installGanttStyles();
    const chart = Gantt.getGanttInstance();
    configureChart(chart);
    attachTodayMarker(chart, () => latest.current.t("gantt:today"));
    attachEditing(chart, {
      patch: (task, values) => latest.current.editing.patch(task, values),
      choose: (task, successors) => latest.current.editing.choose(task, successors),
      shift: (task, values, successors) => latest.current.editing.shift(task, values, successors),
      saved: (task) => latest.current.editing.saved(task),
      remember: (entry) => latest.current.editing.remember(entry),
    });
    attachLinks(chart, {
      create: (taskId, dependsOnId) => latest.current.links.create(taskId, dependsOnId),
      remove: (id) => latest.current.links.remove(id),
      confirmRemove: (source, target) => latest.current.links.confirmRemove(source, target),
      refuse: (key) => latest.current.links.refuse(key),
    });
    chart.attachEvent("onTaskDblClick", (id) => {
      if (chart.isTaskExists(id)) latest.current.onOpen(chart.getTask(id) as unknown as ChartTask);
      return false;
    });
    chart.init(container.current!);
    chartRef.current = chart;
    return () => {
      chartRef.current = null;
      chart.clearAll();
      chart.destructor();
    };
  }, []);

  useImperativeHandle(
    handle,
    () => ({
      showToday: () => chartRef.current && showDate(chartRef.current, new Date()),
      chart: () => chartRef.current ?? undefined,
      busy: () => (chartRef.current ? isBusy(chartRef.current) : false),
    }),
    [],
  );

  // Language, zoom and layout: dhtmlx's month and day names follow setLocale; our labels follow t.
  // biome-ignore lint/correctness/useExhaustiveDependencies: t is the trigger: our labels follow a language switch
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    // The date in view stays in view: the same pixel is another date in another zoom.
    const width = chart.$task?.offsetWidth ?? 0;
    const inView = width && chart.getTaskCount() ? chart.dateFromPos(chart.getScrollState().x + width / 3) : undefined;
    chart.i18n.setLocale(lang);
    applyColumns(chart, compact);
    applyZoom(chart, zoom);
    chart.render();
    if (inView) showDate(chart, inView);
  }, [lang, t, zoom, compact]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    chart.config.readonly = readonly;
    chart.config.drag_links = !readonly;
    chart.config.drag_progress = !readonly;
    chart.render();
  }, [readonly]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: draws on new data only; keepView says how, not when
  useEffect(() => {
    const chart = chartRef.current;
    const node = container.current;
    if (!chart || !node || !data) return;
    node.dataset.ready = "false";
    const kept = keepView && chart.getTaskCount() > 0 ? keptView(chart) : undefined;
    chart.clearAll();
    chart.parse(toChartData(data));
    if (kept) {
      restoreView(chart, kept);
      node.dataset.ready = "true";
      node.dataset.items = String(data.data.length);
      return;
    }
    const now = new Date();
    const { min_date, max_date } = chart.getState();
    const start = firstStart(chart);
    // Today when it is on the chart (a single project may be long past or yet to come).
    if (now >= min_date && now < max_date) showDate(chart, now);
    else if (start) showDate(chart, start);
    node.dataset.ready = "true";
    node.dataset.items = String(data.data.length);
  }, [data]);

  return <div ref={container} className="gantt-chart" data-testid="gantt" data-ready="false" />;
}
