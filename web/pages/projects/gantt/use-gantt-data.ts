// Loads GET /api/gantt for the current filters; a newer request cancels the one in flight.
import { useEffect, useState } from "react";
import { loadGantt, type GanttFilters } from "./gantt-api";
import type { GanttResponse } from "./gantt-types";

export function useGanttData(filters: GanttFilters) {
  const [data, setData] = useState<GanttResponse>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    loadGantt(filters, controller.signal)
      .then((response) => {
        setData(response);
        setFailed(false);
      })
      .catch(() => {
        // The HTTP client has toasted the failure; a cancelled request needs nothing.
        if (!controller.signal.aborted) setFailed(true);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [filters]);

  return { data, loading, failed };
}
