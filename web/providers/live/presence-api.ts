// PUT and DELETE /api/live/presence for this tab. A tab views one record at a time and the
// DELETE names the tab, not the record: leaving task 4 for task 5 sends DELETE then PUT, and
// should the DELETE overtake the PUT it would end the new presence. So calls leave in order.
// The open stream is named, so that the presence ends with it (a closed tab, a lost network).
import { httpClient } from "../http-client";
import { liveBus } from "./live-bus";
import { liveTabId } from "./live-tab";
import type { Viewer } from "./live-types";

let queue: Promise<unknown> = Promise.resolve();

function inOrder<T>(call: () => Promise<T>): Promise<T> {
  const next = queue.then(call, call);
  queue = next.catch(() => undefined);
  return next;
}

/** This tab views the record; answers everyone viewing it (this user included). */
export function viewRecord(resource: string, id: number | string): Promise<Viewer[]> {
  return inOrder(async () => {
    // Silent: presence is a nicety, a record the user may not read already says so on its page.
    const stream = liveBus.stream();
    const body = { tab: liveTabId(), ...(stream ? { stream } : {}), resource, id };
    const { data } = await httpClient.put<{ viewers: Viewer[] }>("live/presence", body, { silent: true });
    return Array.isArray(data?.viewers) ? data.viewers : [];
  });
}

export function leaveRecord(): Promise<void> {
  return inOrder(async () => {
    await httpClient.delete(`live/presence/${encodeURIComponent(liveTabId())}`, { silent: true });
  }).catch(() => undefined);
}
