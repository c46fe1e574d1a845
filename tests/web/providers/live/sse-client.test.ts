import { describe, expect, it } from "vitest";
import { openLiveStream } from "../../../../web/providers/live/sse-client";
import { sendJson, installFakeApi } from "../fake-api-server";
import { harness as harnessOn, openSse, sse, until } from "./sse-helpers";

// The live stream's client against a real HTTP server: SSE parsing, reconnects with backoff,
// 401 and `expired` → renewal → reconnect, `revoked` → no reconnect, 429 → Retry-After.

const api = installFakeApi();

const harness = (overrides: Parameters<typeof harnessOn>[1] = {}) => harnessOn(api, overrides);

describe("the live stream", () => {
  it("sends the bearer token, the tab and the language, and parses the events", async () => {
    api.handle((_req, res) => {
      openSse(res);
      res.write(sse("ready", { stream: "s1", heartbeat: 25000 }));
      res.write(": ping\n\n");
      // One message split across two writes, and two in one write.
      const change = sse(null, { resource: "tasks", type: "updated", ids: [5, 6], by: 3 });
      res.write(change.slice(0, 20));
      setTimeout(() => {
        res.write(change.slice(20) + sse("presence", { resource: "tasks", id: 5, viewers: [] }) + sse("resync", {}));
      }, 20);
    });
    const h = harness();
    const ready: string[] = [];
    h.deps.onReady = (id) => void ready.push(id);
    const stream = openLiveStream(h.deps);
    await until(() => h.messages.length === 3);
    expect(ready).toEqual(["s1"]);
    stream.close();
    expect(h.messages).toEqual([
      { event: "message", data: { resource: "tasks", type: "updated", ids: [5, 6], by: 3 } },
      { event: "presence", data: { resource: "tasks", id: 5, viewers: [] } },
      { event: "resync", data: {} },
    ]);
    const [request] = api.requests;
    expect(request.url).toBe("/api/live");
    expect(request.headers.authorization).toBe("Bearer t1");
    expect(request.headers["x-live-tab"]).toBe("tab-1");
    expect(request.headers["x-lang"]).toBe("en");
    expect(request.headers.accept).toBe("text/event-stream");
    expect(h.statuses.slice(0, 2)).toEqual(["connecting", "open"]);
    expect(h.reconnected).not.toHaveBeenCalled();
    await until(() => h.statuses.at(-1) === "closed");
  });

  it("reconnects after the stream drops, with a growing backoff, and says it reconnected", async () => {
    let calls = 0;
    api.handle((_req, res) => {
      calls += 1;
      if (calls === 1) {
        openSse(res);
        res.write(sse("ready", { stream: "s1", heartbeat: 25000 }));
        setTimeout(() => res.end(), 10);
      } else if (calls <= 3) {
        sendJson(res, 503, { message: "down" });
      } else {
        openSse(res);
        res.write(sse("ready", { stream: "s2", heartbeat: 25000 }));
      }
    });
    const h = harness();
    const stream = openLiveStream(h.deps);
    await until(() => h.reconnected.mock.calls.length === 1);
    stream.close();
    expect(calls).toBe(4);
    expect(h.sleeps).toEqual([500, 1000, 2000]);
    const changes = h.statuses.filter((status, i) => status !== h.statuses[i - 1]);
    expect(changes.slice(0, 4)).toEqual(["connecting", "open", "reconnecting", "open"]);
  });

  it("on a 401 renews the token through the session and reconnects with the new one", async () => {
    api.handle((req, res) => {
      if (req.headers.authorization !== "Bearer t1+") return sendJson(res, 401, { message: "expired" });
      openSse(res);
      res.write(sse("ready", { stream: "s1", heartbeat: 25000 }));
    });
    const h = harness();
    const stream = openLiveStream(h.deps);
    await until(() => h.statuses.includes("open"));
    stream.close();
    expect(h.renewed).toEqual(["t1"]);
    expect(api.requests.map((r) => r.headers.authorization)).toEqual(["Bearer t1", "Bearer t1+"]);
    // A renewal is no failure: no wait before the new attempt.
    expect(h.sleeps).toEqual([]);
    expect(h.revoked).not.toHaveBeenCalled();
  });

  it("on an `expired` event renews and reconnects; when the renewal fails, it stops", async () => {
    api.handle((_req, res) => {
      openSse(res);
      res.write(sse("ready", { stream: "s1", heartbeat: 25000 }));
      res.write(sse("expired", {}));
    });
    const h = harness();
    h.deps.renew = async (stale) => {
      h.renewed.push(stale);
      if (h.renewed.length > 1) return null;
      h.token.value = "t2";
      return "t2";
    };
    openLiveStream(h.deps);
    await until(() => h.statuses.at(-1) === "closed");
    expect(h.renewed).toEqual(["t1", "t2"]);
    expect(api.requests.map((r) => r.headers.authorization)).toEqual(["Bearer t1", "Bearer t2"]);
    expect(h.reconnected).toHaveBeenCalledTimes(1);
  });

  it("on `revoked` stops for good and ends the session", async () => {
    api.handle((_req, res) => {
      openSse(res);
      res.write(sse("ready", { stream: "s1", heartbeat: 25000 }));
      res.write(sse("revoked", {}));
    });
    const h = harness();
    openLiveStream(h.deps);
    await until(() => h.revoked.mock.calls.length === 1);
    await until(() => h.statuses.at(-1) === "closed");
    expect(api.requests).toHaveLength(1);
    expect(h.renewed).toEqual([]);
    expect(h.sleeps).toEqual([]);
  });

  it("on a 429 waits as long as Retry-After says", async () => {
    let calls = 0;
    api.handle((_req, res) => {
      calls += 1;
      if (calls === 1) {
        res.writeHead(429, { "content-type": "application/json", "retry-after": "7" });
        return void res.end(JSON.stringify({ message: "too many streams" }));
      }
      openSse(res);
      res.write(sse("ready", { stream: "s1", heartbeat: 25000 }));
    });
    const h = harness();
    const stream = openLiveStream(h.deps);
    await until(() => h.statuses.includes("open"));
    stream.close();
    expect(h.sleeps).toEqual([7000]);
  });

  it("reads a first request already sent (before its code loaded), and makes its own only after it", async () => {
    api.handle((_req, res) => {
      openSse(res);
      res.write(sse("ready", { stream: "s1", heartbeat: 25000 }));
      res.write(sse(null, { resource: "tasks", type: "created", ids: [1], by: 3 }));
      setTimeout(() => res.end(), 10);
    });
    const controller = new AbortController();
    const response = fetch(`${api.baseURL}live`, {
      headers: { authorization: "Bearer t1" },
      signal: controller.signal,
    });
    const fetches: string[] = [];
    const h = harness({
      fetch: (input, init) => {
        fetches.push(String(input));
        return fetch(input, init);
      },
    });
    h.deps.first = { token: "t1", response, controller };
    const stream = openLiveStream(h.deps);
    await until(() => h.reconnected.mock.calls.length === 1);
    stream.close();
    expect(h.messages.map((m) => m.event)).toEqual(["message", "message"]);
    expect(fetches).toHaveLength(1);
    expect(api.requests).toHaveLength(2);
  });

  it("does not connect without a session, and close() ends a waiting stream", async () => {
    const h = harness();
    h.token.value = null;
    openLiveStream(h.deps);
    await until(() => h.statuses.at(-1) === "closed");
    expect(api.requests).toHaveLength(0);

    api.handle((_req, res) => sendJson(res, 503, {}));
    const waiting = harness({
      sleep: (_ms, signal) => new Promise((resolve) => signal.addEventListener("abort", () => resolve())),
    });
    const stream = openLiveStream(waiting.deps);
    await until(() => waiting.statuses.includes("reconnecting"));
    stream.close();
    await until(() => waiting.statuses.at(-1) === "closed");
    expect(api.requests).toHaveLength(1);
  });

  it("takes a silent stream for dead after two heartbeats and reconnects", async () => {
    let calls = 0;
    api.handle((_req, res) => {
      calls += 1;
      openSse(res);
      // A 20 ms heartbeat that never comes: the client gives up after two of them and a margin.
      res.write(sse("ready", { stream: `s${calls}`, heartbeat: 20 }));
    });
    const h = harness();
    const stream = openLiveStream(h.deps);
    await until(() => h.reconnected.mock.calls.length === 1);
    stream.close();
    expect(h.sleeps).toEqual([500]);
  });
});
