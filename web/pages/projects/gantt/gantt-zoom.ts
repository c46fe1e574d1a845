// Day, week and month zoom as dhtmlx scale configs. Labels use dhtmlx's date format codes, which
// read month and day names from the chart's current locale (es or en).
import type { GanttStatic, Scale } from "dhtmlx-gantt";
import type { ZoomLevel } from "./gantt-types";

interface ZoomConfig {
  scales: [Scale, ...Scale[]];
  min_column_width: number;
}

const ZOOMS: Record<ZoomLevel, ZoomConfig> = {
  day: {
    scales: [
      { unit: "month", step: 1, format: "%F %Y" },
      { unit: "day", step: 1, format: "%D %j" },
    ],
    min_column_width: 44,
  },
  week: {
    scales: [
      { unit: "month", step: 1, format: "%F %Y" },
      { unit: "week", step: 1, format: "%j %M" },
    ],
    min_column_width: 64,
  },
  month: {
    scales: [
      { unit: "year", step: 1, format: "%Y" },
      { unit: "month", step: 1, format: "%F" },
    ],
    min_column_width: 90,
  },
};

export function isZoomLevel(value: unknown): value is ZoomLevel {
  return value === "day" || value === "week" || value === "month";
}

/** Sets the scales of a zoom level; the caller renders. */
export function applyZoom(chart: GanttStatic, level: ZoomLevel): void {
  const zoom = ZOOMS[level];
  // Copies: dhtmlx keeps and may annotate the objects it is given.
  chart.config.scales = zoom.scales.map((scale) => ({ ...scale })) as GanttStatic["config"]["scales"];
  chart.config.min_column_width = zoom.min_column_width;
}
