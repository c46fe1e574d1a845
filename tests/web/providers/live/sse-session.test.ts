import { describe, expect, it } from "vitest";
import { openLiveStream } from "../../../../web/providers/live/sse-client";
import { sendJson, installFakeApi } from "../fake-api-server";
import { makeClient } from "../http-client-helpers";
import { harness as harnessOn, openSse, sse, until } from "./sse-helpers";

// The live stream with the HTTP client's own session rules: one single-flight refresh shared with
// the client's 401s, and a failed refresh or a revoked session ending the session the same way.

const api = installFakeApi();

const harness = (overrides: Parameters<typeof harnessOn>[1] = {}) => harnessOn(api, overrides);

describe("the live stream with the HTTP client's session", () => {
  it(
    "a 401 refreshes once, shared with the client's own " + "401s, and the stream reconnects with the new token",
    async () => {
      let refreshes = 0;
      api.handle(async (req, res) => {
        if (req.url === "/api/auth/refresh") {
          refreshes += 1;
          await new Promise((r) => setTimeout(r, 30));
          return sendJson(res, 200, { token: "new-token", refresh_token: "r2" });
        }
        if (req.headers.authorization !== "Bearer new-token") return sendJson(res, 401, { message: "expired" });
        if (req.url === "/api/live") {
          openSse(res);
          return void res.write(sse("ready", { stream: "s1", heartbeat: 25000 }));
        }
        sendJson(res, 200, {});
      });
      const { client, storage, navigate } = makeClient(api.baseURL, { token: "old", refresh_token: "r1", user: "{}" });
      const h = harness({ token: () => storage.getItem("token"), renew: (stale) => client.session.renew(stale) });
      const stream = openLiveStream(h.deps);
      await client.get("projects");
      await until(() => h.statuses.includes("open"));
      stream.close();
      expect(refreshes).toBe(1);
      expect(api.requests.filter((r) => r.url === "/api/live").map((r) => r.headers.authorization)).toEqual([
        "Bearer old",
        "Bearer new-token",
      ]);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it("a failed refresh ends the session (toast, login) and the stream stops", async () => {
    api.handle(
      (req, res) => void sendJson(res, 401, { message: req.url === "/api/auth/refresh" ? "bad refresh" : "expired" }),
    );
    const { client, storage, toasts, navigate } = makeClient(api.baseURL, {
      token: "old",
      refresh_token: "r1",
      user: "{}",
    });
    const h = harness({ token: () => storage.getItem("token"), renew: (stale) => client.session.renew(stale) });
    openLiveStream(h.deps);
    await until(() => h.statuses.at(-1) === "closed");
    expect(storage.map.size).toBe(0);
    expect(toasts.map((t) => t.key)).toEqual(["session-expired"]);
    expect(navigate).toHaveBeenCalledWith("/auth/login");
    expect(api.requests.filter((r) => r.url === "/api/live")).toHaveLength(1);
  });

  it("`revoked` takes the same way out as a failed refresh", async () => {
    api.handle((_req, res) => {
      openSse(res);
      res.write(sse("revoked", {}));
    });
    const { client, storage, toasts, navigate } = makeClient(api.baseURL, {
      token: "old",
      refresh_token: "r1",
      user: "{}",
    });
    const h = harness({ token: () => storage.getItem("token"), revoked: () => client.session.expire() });
    openLiveStream(h.deps);
    await until(() => navigate.mock.calls.length === 1);
    expect(navigate).toHaveBeenCalledWith("/auth/login");
    expect(storage.map.size).toBe(0);
    expect(toasts.map((t) => t.key)).toEqual(["session-expired"]);
    expect(api.requests.some((r) => r.url === "/api/auth/refresh")).toBe(false);
  });
});
