import type http from "node:http";
import { expect, vi } from "vitest";
import type { LiveMessage, LiveStreamDeps } from "../../../../web/providers/live/sse-client";
import type { LiveStatus } from "../../../../web/providers/live/live-types";
import type { FakeApi } from "../fake-api-server";

// The live stream's client against tests/web/providers/fake-api-server.ts: an SSE answer, and deps that
// record what the client did (its waits are recorded, not waited).

export function openSse(res: http.ServerResponse): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  res.flushHeaders();
}

export const sse = (event: string | null, data: unknown) =>
  `${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`;

export function until(condition: () => boolean, timeout = 3_000): Promise<void> {
  return vi.waitFor(() => expect(condition()).toBe(true), { timeout, interval: 5 });
}

export interface Harness {
  deps: LiveStreamDeps;
  messages: LiveMessage[];
  statuses: LiveStatus[];
  sleeps: number[];
  renewed: (string | null)[];
  revoked: ReturnType<typeof vi.fn<() => void>>;
  reconnected: ReturnType<typeof vi.fn<() => void>>;
  token: { value: string | null };
}

export function harness(api: FakeApi, overrides: Partial<LiveStreamDeps> = {}): Harness {
  const h: Harness = {
    messages: [],
    statuses: [],
    sleeps: [],
    renewed: [],
    revoked: vi.fn<() => void>(),
    reconnected: vi.fn<() => void>(),
    token: { value: "t1" },
  } as unknown as Harness;
  h.deps = {
    url: `${api.baseURL}live`,
    fetch: (input, init) => fetch(input, init),
    token: () => h.token.value,
    headers: () => ({ "x-live-tab": "tab-1", "x-lang": "en" }),
    renew: async (stale) => {
      h.renewed.push(stale);
      h.token.value = `${stale}+`;
      return h.token.value;
    },
    revoked: h.revoked,
    onMessage: (m) => void h.messages.push(m),
    onStatus: (s) => void h.statuses.push(s),
    onReconnected: h.reconnected,
    // No real waiting: the delays asked for are recorded.
    sleep: async (ms) => void h.sleeps.push(ms),
    random: () => 0.5,
    ...overrides,
  };
  return h;
}
