// A vertical line at today in the timeline. The MIT build of dhtmlx-gantt 10 declares addMarker()
// but ships no marker extension (gantt.plugins({ marker: true }) is a no-op), so the line is drawn
// here with dhtmlx's own marker classes, after every render and scroll of the chart.
import type { GanttStatic } from "dhtmlx-gantt";

const MARKER_CLASS = "gantt_marker gantt-today-marker";

function draw(chart: GanttStatic, label: () => string): void {
  const area = chart.$task_data;
  if (!area) return;
  let marker = area.querySelector<HTMLDivElement>(".gantt-today-marker");
  if (!marker) {
    marker = document.createElement("div");
    marker.className = MARKER_CLASS;
    marker.setAttribute("data-testid", "gantt-today-marker");
    const content = document.createElement("div");
    content.className = "gantt_marker_content";
    marker.appendChild(content);
    area.appendChild(marker);
  }
  const now = new Date();
  const { min_date: from, max_date: to } = chart.getState();
  const visible = from && to && now >= from && now < to;
  marker.style.display = visible ? "" : "none";
  if (!visible) return;
  marker.style.left = `${chart.posFromDate(now)}px`;
  marker.style.height = `${Math.max(area.scrollHeight, area.offsetHeight)}px`;
  marker.title = label();
  marker.firstElementChild!.textContent = label();
}

export function attachTodayMarker(chart: GanttStatic, label: () => string): void {
  const redraw = () => draw(chart, label);
  chart.attachEvent("onGanttRender", redraw);
  chart.attachEvent("onDataRender", redraw);
}
