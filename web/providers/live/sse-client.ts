// The client of GET /api/live (docs/live-events.md). fetch, not EventSource: the stream needs the
// Authorization header, and a token in the URL would end up in logs. Reconnects with backoff and
// jitter; a 401 or an `expired` message renews the token through the HTTP client's single-flight
// refresh; `revoked` ends the session; a 429 waits as long as Retry-After says.
import { createParser } from "eventsource-parser";
import { backoffDelay, retryAfterMs } from "./backoff";
import type { LiveStatus } from "./live-types";

const DEFAULT_HEARTBEAT_MS = 25_000;
/** Silent this many heartbeats (a ping is due every one), a stream is taken for dead: a proxy
 * may drop the connection without closing it. */
const SILENT_HEARTBEATS = 2;
/** A stream that stayed open this long was healthy: the next failure starts the backoff afresh. */
const HEALTHY_MS = 10_000;

export interface LiveMessage {
  /** The SSE event name: "message" (a change), "presence", "resync"… */
  event: string;
  data: unknown;
}

export interface LiveStreamDeps {
  url: string;
  fetch: typeof fetch;
  /** The access token now; none means signed out, and the stream stops. */
  token(): string | null;
  /** x-live-tab, x-lang: read on every attempt (the language may have changed). */
  headers(): Record<string, string>;
  /** A token to replace the refused one, or null when the session is over (already handled). */
  renew(stale: string): Promise<string | null>;
  /** The session was revoked: the stream has stopped for good. */
  revoked(): void;
  onMessage(message: LiveMessage): void;
  onStatus(status: LiveStatus): void;
  /** The stream is up (its `ready` message): its id, which presence names. */
  onReady?(stream: string): void;
  /** A connection opened after an earlier one: what it missed in between must be read again. */
  onReconnected(): void;
  /** A first request already on its way (sent before this code loaded), used for the first attempt. */
  first?: { token: string; response: Promise<Response>; controller: AbortController };
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
  random?(): number;
  now?(): number;
}

export interface LiveStream {
  close(): void;
  /** Skips the wait before the next attempt (the browser is back online). */
  retryNow(): void;
}

type Outcome =
  | { kind: "closed" }
  | { kind: "failed"; lasted: number }
  | { kind: "unauthorized" }
  | { kind: "throttled"; wait: number }
  | { kind: "expired"; lasted: number }
  | { kind: "revoked" };

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

export function openLiveStream(deps: LiveStreamDeps): LiveStream {
  const closing = new AbortController();
  const sleep = deps.sleep ?? abortableSleep;
  const random = deps.random ?? Math.random;
  const now = deps.now ?? Date.now;
  let connection: AbortController | null = null;
  let waiting: AbortController | null = null;
  let first = deps.first;

  async function wait(ms: number): Promise<void> {
    waiting = new AbortController();
    const stop = () => waiting?.abort();
    closing.signal.addEventListener("abort", stop, { once: true });
    await sleep(ms, waiting.signal);
    closing.signal.removeEventListener("abort", stop);
    waiting = null;
  }

  async function read(
    body: ReadableStream<Uint8Array>,
    controller: AbortController,
    onReady: (stream: string) => void,
  ): Promise<Outcome> {
    const openedAt = now();
    let ending: "expired" | "revoked" | undefined;
    let heartbeat = DEFAULT_HEARTBEAT_MS;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => controller.abort(), heartbeat * SILENT_HEARTBEATS + Math.min(5_000, heartbeat));
    };
    const parser = createParser({
      onEvent(message) {
        const event = message.event ?? "message";
        if (event === "expired" || event === "revoked") {
          ending ??= event;
          return;
        }
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        if (event === "ready") {
          const ready = data as { stream?: unknown; heartbeat?: unknown };
          if (typeof ready.heartbeat === "number" && ready.heartbeat > 0) heartbeat = ready.heartbeat;
          arm();
          onReady(String(ready.stream ?? ""));
          return;
        }
        try {
          deps.onMessage({ event, data });
        } catch (error) {
          // One screen's failing listener must not cost every screen its stream.
          console.error(error);
        }
      },
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    arm();
    try {
      while (!ending) {
        const { done, value } = await reader.read();
        if (done) break;
        arm();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      clearTimeout(watchdog);
      // The API ends the stream after expired/revoked; no need to wait for it.
      if (ending) controller.abort();
    }
    const lasted = now() - openedAt;
    if (ending === "revoked") return { kind: "revoked" };
    if (ending === "expired") return { kind: "expired", lasted };
    return closing.signal.aborted ? { kind: "closed" } : { kind: "failed", lasted };
  }

  function request(token: string): { response: Promise<Response>; controller: AbortController } {
    const early = first;
    first = undefined;
    if (early?.token === token) return early;
    early?.controller.abort();
    const controller = new AbortController();
    const headers = { ...deps.headers(), Accept: "text/event-stream", Authorization: `Bearer ${token}` };
    return { response: deps.fetch(deps.url, { headers, signal: controller.signal, cache: "no-store" }), controller };
  }

  async function connect(token: string, onReady: (stream: string) => void): Promise<Outcome> {
    const sent = request(token);
    const controller = sent.controller;
    connection = controller;
    try {
      const response = await sent.response;
      if (response.status !== 200 || !response.body) {
        void response.body?.cancel().catch(() => undefined);
        if (response.status === 401) return { kind: "unauthorized" };
        if (response.status === 429)
          return { kind: "throttled", wait: retryAfterMs(response.headers.get("retry-after"), now()) };
        return { kind: "failed", lasted: 0 };
      }
      return await read(response.body, controller, onReady);
    } catch {
      return closing.signal.aborted ? { kind: "closed" } : { kind: "failed", lasted: 0 };
    } finally {
      connection = null;
    }
  }

  async function run(): Promise<void> {
    let failures = 0;
    let renewals = 0;
    let opened = false;
    while (!closing.signal.aborted) {
      const token = deps.token();
      if (!token) break;
      deps.onStatus(opened || failures > 0 ? "reconnecting" : "connecting");
      const outcome = await connect(token, (stream) => {
        deps.onStatus("open");
        deps.onReady?.(stream);
        if (opened) deps.onReconnected();
        opened = true;
      });
      if (outcome.kind === "closed") break;
      if (outcome.kind === "revoked") {
        deps.onStatus("closed");
        deps.revoked();
        return;
      }
      if ("lasted" in outcome && outcome.lasted >= HEALTHY_MS) {
        failures = 0;
        renewals = 0;
      }
      if (outcome.kind === "unauthorized" || outcome.kind === "expired") {
        deps.onStatus("reconnecting");
        if (!(await deps.renew(token))) break;
        // A fresh token refused again at once: wait, rather than refresh in a tight loop.
        if (++renewals > 1) await wait(backoffDelay(renewals - 1, random));
        continue;
      }
      failures += 1;
      deps.onStatus("reconnecting");
      const delay = backoffDelay(failures, random);
      await wait(outcome.kind === "throttled" ? Math.max(outcome.wait, delay) : delay);
    }
    deps.onStatus("closed");
  }

  void run();

  return {
    close() {
      closing.abort();
      connection?.abort();
      first?.controller.abort();
    },
    retryNow() {
      waiting?.abort();
    },
  };
}
