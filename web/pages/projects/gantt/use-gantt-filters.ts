// The chart's filters and zoom live in the URL query (?project_id=3&zoom=month), so a link from a
// project's page opens the chart on that project and a reload keeps the view.
import { useMemo } from "react";
import { useUrlParams } from "../../../components/use-url-params";
import type { GanttFilters } from "./gantt-api";
import type { ZoomLevel } from "./gantt-types";
import { isZoomLevel } from "./gantt-zoom";

export const FILTER_KEYS = ["project_id", "manager_id", "project_state_id"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const DEFAULT_ZOOM: ZoomLevel = "week";

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function useGanttFilters() {
  const [params, updateParams] = useUrlParams();
  const key = FILTER_KEYS.map((k) => params.get(k) ?? "").join("|");
  // A new object only when a filter really changes, so the chart reloads only then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the filter values: reload only on real change
  const filters = useMemo<GanttFilters>(() => {
    const out: GanttFilters = {};
    for (const k of FILTER_KEYS) {
      const value = positiveInt(params.get(k));
      if (value !== undefined) out[k] = value;
    }
    return out;
  }, [key]);
  const zoomParam = params.get("zoom");
  const zoom: ZoomLevel = isZoomLevel(zoomParam) ? zoomParam : DEFAULT_ZOOM;

  const update = (name: FilterKey | "zoom", value: string | number | null | undefined) => {
    updateParams(
      (next) =>
        value === null || value === undefined || value === "" ? next.delete(name) : next.set(name, String(value)),
      { replace: true },
    );
  };

  return {
    filters,
    zoom,
    setFilter: (name: FilterKey, value: number | null | undefined) => update(name, value),
    setZoom: (level: ZoomLevel) => update("zoom", level === DEFAULT_ZOOM ? null : level),
  };
}
