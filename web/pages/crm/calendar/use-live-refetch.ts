// Another user's change to the activities (or events missed while offline) reads the calendar's
// events again, quietly, once no event is being dragged or saved here. The echo of a save made on
// this page (the stream tells us our own changes too) is skipped: the page already shows it, and
// a reload then would redraw an event under the user's pointer.
import { useCallback, useEffect, useRef } from "react";
import { liveBus } from "../../../providers/live/live-bus";
import type { LiveChange } from "../../../providers/live/live-types";
import type { CalendarHandle } from "./calendar-view";

const RESOURCES = new Set(["lead-activities", "leads"]);
/** Changes of one burst (a merge moves many activities) make one reload. */
const SETTLE_MS = 300;
const BUSY_RETRY_MS = 500;
/** How long after a save here its echo may still arrive. */
export const ECHO_MS = 10_000;

/** Whether a change only repeats saves made here: activities this page saved moments ago. */
export function isOwnEcho(change: LiveChange, saved: ReadonlyMap<string, number>, now = Date.now()): boolean {
  if (change.resource !== "lead-activities" || change.ids.length === 0) return false;
  return change.ids.every((id) => {
    const at = saved.get(String(id));
    return at !== undefined && now - at < ECHO_MS;
  });
}

export function useLiveRefetch(handle: React.RefObject<CalendarHandle | null>): (id: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saved = useRef(new Map<string, number>());

  useEffect(() => {
    const schedule = () => {
      clearTimeout(timer.current);
      const attempt = () => {
        if (handle.current?.busy()) timer.current = setTimeout(attempt, BUSY_RETRY_MS);
        else handle.current?.refetch(true);
      };
      timer.current = setTimeout(attempt, SETTLE_MS);
    };
    const offChange = liveBus.onChange((change) => {
      if (RESOURCES.has(change.resource) && !isOwnEcho(change, saved.current)) schedule();
    });
    const offResync = liveBus.onResync(schedule);
    return () => {
      offChange();
      offResync();
      clearTimeout(timer.current);
    };
  }, [handle]);

  /** Notes a save made here, so its echo is not taken for news. */
  return useCallback((id: number) => {
    const now = Date.now();
    for (const [key, at] of saved.current) if (now - at >= ECHO_MS) saved.current.delete(key);
    saved.current.set(String(id), now);
  }, []);
}
