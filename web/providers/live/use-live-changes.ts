// For screens that read outside Refine's data hooks (the Gantt's own endpoint): calls back when
// any of the resources changed, or when events may have been missed.
import { useEffect, useRef } from "react";
import { liveBus } from "./live-bus";

export function useLiveChanges(resources: readonly string[], onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const key = resources.join(",");
  useEffect(() => {
    const watched = new Set(key.split(","));
    const offChange = liveBus.onChange((change) => {
      if (watched.has(change.resource)) latest.current();
    });
    const offResync = liveBus.onResync(() => latest.current());
    return () => {
      offChange();
      offResync();
    };
  }, [key]);
}
