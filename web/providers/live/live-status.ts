// The stream's connection state, for the header's indicator.
import { useSyncExternalStore } from "react";
import type { LiveStatus } from "./live-types";

let status: LiveStatus = "idle";
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...listeners]) listener();
}

export function liveStatus(): LiveStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, liveStatus, liveStatus);
}
