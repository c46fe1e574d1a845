// Who else is viewing a record now: this tab says it views it on mount and every 20 s (the API
// forgets a tab not heard of for 60 s), and leaves on unmount. The list comes from the PUT's
// answer, then from `presence` events. Presence names the open stream and ends with it, so each
// new stream (the first, or one after a reconnect) is told again.
import { useEffect, useState } from "react";
import { liveBus } from "../../providers/live/live-bus";
import type { Viewer } from "../../providers/live/live-types";
import { leaveRecord, viewRecord } from "../../providers/live/presence-api";
import { readUser } from "../../providers/session";

export const PRESENCE_INTERVAL_MS = 20_000;

/** Other users among the viewers, each once (a user may view from two tabs); every team member a client is told of. */
export function otherViewers(viewers: readonly Viewer[], me: number | undefined): Viewer[] {
  const seen = new Set<number>();
  return viewers.filter((viewer) => viewer.team || (viewer.id !== me && !seen.has(viewer.id) && seen.add(viewer.id)));
}

export function usePresence(resource: string, id: number | undefined): Viewer[] {
  const [viewers, setViewers] = useState<Viewer[]>([]);

  useEffect(() => {
    if (id === undefined) return;
    let active = true;
    const view = () =>
      viewRecord(resource, id)
        .then((list) => active && setViewers(list))
        .catch(() => undefined);
    void view();
    const timer = setInterval(view, PRESENCE_INTERVAL_MS);
    const offPresence = liveBus.onPresence((presence) => {
      if (presence.resource === resource && String(presence.id) === String(id)) setViewers(presence.viewers);
    });
    const offStream = liveBus.onStream((stream) => stream && void view());
    return () => {
      active = false;
      clearInterval(timer);
      offPresence();
      offStream();
      setViewers([]);
      void leaveRecord();
    };
  }, [resource, id]);

  return otherViewers(viewers, readUser()?.id);
}
