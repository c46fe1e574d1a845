// Loads GET /api/gantt for the current filters; a newer request cancels the one in flight.
// Another user's change to what the chart shows reloads it quietly (no spinner, the view kept),
// once no bar is being dragged or saved here.
import { useEffect, useRef, useState } from "react";
import { useLiveChanges } from "../../../providers/live/use-live-changes";
import { loadGantt, type GanttFilters } from "./gantt-api";
import type { GanttResponse } from "./gantt-types";

const GANTT_RESOURCES = ["projects", "project-phases", "project-milestones", "tasks", "task-dependencies"];
/** Changes of one burst (a drag renumbers several rows) make one reload. */
const SETTLE_MS = 300;
const BUSY_RETRY_MS = 500;

export function useGanttData(filters: GanttFilters, busy: () => boolean = () => false) {
  const [data, setData] = useState<GanttResponse>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // True when the data in hand came from a live reload: the chart then keeps its scroll and folds.
  const [live, setLive] = useState(false);
  const [reloads, setReloads] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isBusy = useRef(busy);
  isBusy.current = busy;

  useLiveChanges(GANTT_RESOURCES, () => {
    clearTimeout(timer.current);
    const attempt = () => {
      if (isBusy.current()) timer.current = setTimeout(attempt, BUSY_RETRY_MS);
      else setReloads((n) => n + 1);
    };
    timer.current = setTimeout(attempt, SETTLE_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    setReloads(0);
    const controller = new AbortController();
    setLoading(true);
    loadGantt(filters, controller.signal)
      .then((response) => {
        setLive(false);
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: a quiet reload runs when reloads is bumped, only
  useEffect(() => {
    if (reloads === 0) return;
    const controller = new AbortController();
    loadGantt(filters, controller.signal, true)
      .then((response) => {
        setLive(true);
        setData(response);
      })
      // A quiet reload fails quietly too: the chart keeps what it shows.
      .catch(() => undefined);
    return () => controller.abort();
  }, [reloads]);

  return { data, loading, failed, live };
}
