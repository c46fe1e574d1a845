// Where the stream's messages meet the screens: the live provider (Refine's queries), the
// "record changed" banner, presence and the Gantt each listen here, never to the stream itself.
import type { LiveChange, LivePresence } from "./live-types";

type Listener<T> = (value: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    on(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(value: T): void {
      // A copy: a listener may unsubscribe (or subscribe another) while being called.
      for (const listener of [...listeners]) listener(value);
    },
  };
}

export function createLiveBus() {
  const changes = channel<LiveChange>();
  const presence = channel<LivePresence>();
  // Events may have been missed (a reconnect, a `resync`): whatever is shown is read again.
  const resync = channel<void>();
  // The stream now open (its id from `ready`), or null between streams: presence names it.
  const streams = channel<string | null>();
  let stream: string | null = null;
  return {
    onChange: changes.on,
    emitChange: changes.emit,
    onPresence: presence.on,
    emitPresence: presence.emit,
    onResync: resync.on,
    emitResync: () => resync.emit(undefined),
    stream: () => stream,
    onStream: streams.on,
    emitStream(next: string | null): void {
      if (next === stream) return;
      stream = next;
      streams.emit(next);
    },
  };
}

export type LiveBus = ReturnType<typeof createLiveBus>;

export const liveBus = createLiveBus();
