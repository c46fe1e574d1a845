// The live stream of this signed-in tab, wired to the session, the bus and the status. Loaded
// after the first screen is up (its bytes have a budget); the stream's first request left
// earlier (live-request.ts) and is read from here on.
import { httpClient } from "../http-client";
import { onSigningOut } from "../session";
import { liveBus, type LiveBus } from "./live-bus";
import { LIVE_URL, liveHeaders, liveToken, type EarlyStream } from "./live-request";
import { setLiveStatus } from "./live-status";
import type { LiveChange, LivePresence } from "./live-types";
import { openLiveStream, type LiveMessage } from "./sse-client";
import { countChanges } from "./counted-by";

const CHANGE_TYPES = new Set(["created", "updated", "deleted"]);

function isChange(data: unknown): data is LiveChange {
  const change = data as Partial<LiveChange> | null;
  return typeof change?.resource === "string" && CHANGE_TYPES.has(String(change.type)) && Array.isArray(change.ids);
}

function isPresence(data: unknown): data is LivePresence {
  const presence = data as Partial<LivePresence> | null;
  return typeof presence?.resource === "string" && presence.id !== undefined && Array.isArray(presence.viewers);
}

/** A stream message onto the bus; anything else (a future event) is ignored. */
export function routeMessage(bus: LiveBus, { event, data }: LiveMessage): void {
  if (event === "message" && isChange(data)) {
    const change = { ...data, by: data.by ?? null };
    bus.emitChange(change);
    for (const count of countChanges(change)) bus.emitChange(count);
  } else if (event === "presence" && isPresence(data)) bus.emitPresence(data);
  else if (event === "resync") bus.emitResync();
}

export function startLive(first?: EarlyStream): () => void {
  const stream = openLiveStream({
    url: LIVE_URL,
    first,
    fetch: (input, init) => fetch(input, init),
    token: liveToken,
    headers: liveHeaders,
    renew: (stale) => httpClient.session.renew(stale),
    revoked: () => httpClient.session.expire(),
    onMessage: (message) => routeMessage(liveBus, message),
    onStatus: (status) => {
      setLiveStatus(status);
      if (status !== "open") liveBus.emitStream(null);
    },
    onReady: (id) => liveBus.emitStream(id || null),
    onReconnected: () => liveBus.emitResync(),
  });
  const online = () => stream.retryNow();
  window.addEventListener("online", online);
  const offSignOut = onSigningOut(() => stream.close());
  return () => {
    window.removeEventListener("online", online);
    offSignOut();
    stream.close();
    setLiveStatus("idle");
    liveBus.emitStream(null);
  };
}
