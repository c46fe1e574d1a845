import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";
import { LiveClient, LiveStreams, listening } from "../../fixtures/live-client.js";

// The stream's own rules: a bearer header and nothing else opens it, each server caps streams
// per user and in all (429, and the server goes on), heartbeats keep it open, and it closes when
// its session is revoked or its token expires.
for (const kind of DATABASE_KINDS) {
  describe(`the live stream on ${kind}`, () => {
    let t: TestApp;
    const streams = new LiveStreams();
    const open = (token: string | undefined, headers?: Record<string, string>) => streams.connect(token, { headers });
    beforeAll(async () => {
      t = await createTestApp(kind, { liveHeartbeatMs: 100, liveMaxStreamsPerUser: 2, liveMaxStreams: 5 });
      await streams.serve(t.app);
    });
    afterAll(async () => {
      streams.closeAll();
      await t?.close();
    });

    it("refuses a stream without a bearer header, even with a token in the URL", async () => {
      const user = await signedInUser(t.app, t.database.handle.db, "admin");
      const none = await open(undefined);
      expect(none.response.status).toBe(401);
      const inUrl = await LiveClient.open(streams.base, undefined, { path: `/api/live?token=${user.token}` });
      expect(inUrl.response.status).toBe(401);
    });

    it("sends a stream's headers and heartbeats, uncompressed", async () => {
      const user = await signedInUser(t.app, t.database.handle.db, "admin");
      const live = await open(user.token, { "accept-encoding": "gzip, br" });
      expect(live.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(live.response.headers.get("x-accel-buffering")).toBe("no");
      expect(live.response.headers.get("content-encoding")).toBeNull();
      await live.until(() => live.pings >= 2, "two heartbeats");
      live.close();
    });

    it("caps streams per user and per server with a localized 429, and serves again once one closes", async () => {
      const user = await signedInUser(t.app, t.database.handle.db, "commercial");
      const [first] = [await open(user.token), await open(user.token)];
      const third = await open(user.token, { "x-lang": "en" });
      expect(third.response.status).toBe(429);
      expect(third.response.headers.get("retry-after")).toBe("30");
      expect(await third.response.json()).toEqual({
        message: "Too many live connections are open. Close a tab or try again in a few seconds.",
      });
      first.close();
      await expect.poll(async () => (await open(user.token)).response.status).toBe(200);
      // The server's own cap (5 here) holds whoever asks.
      const others = await Promise.all([0, 1, 2].map(() => signedInUser(t.app, t.database.handle.db, "admin")));
      const answers = await Promise.all(others.flatMap((o) => [open(o.token), open(o.token)]));
      expect(answers.map((a) => a.response.status).filter((s) => s === 429).length).toBeGreaterThan(0);
      const health = await fetch(`${streams.base}/api/health`);
      expect(health.status).toBe(200);
      streams.closeAll();
    });

    it("closes a stream when its session is signed out", async () => {
      const user = await signedInUser(t.app, t.database.handle.db, "admin");
      const live = await open(user.token);
      const out = await fetch(`${streams.base}/api/logout`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(out.status).toBe(200);
      await live.next((m) => m.event === "revoked");
      await live.until(() => live.ended, "the end of the stream");
    });

    it("closes a stream when the session's refresh token is stolen and replayed", async () => {
      const user = await signedInUser(t.app, t.database.handle.db, "admin");
      const live = await open(user.token);
      const refresh = (token: string) =>
        fetch(`${streams.base}/api/auth/refresh`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ refresh_token: token }),
        });
      expect((await refresh(user.refreshToken)).status).toBe(200);
      // Past the grace window, the spent token again: the family is revoked.
      await t.database.handle.db
        .updateTable("refresh_tokens")
        .set({ spent_at: new Date(Date.now() - 60_000) })
        .where("spent_at", "is not", null)
        .execute();
      expect((await refresh(user.refreshToken)).status).toBe(401);
      await live.next((m) => m.event === "revoked");
    });

    it("closes a stream when an admin deactivates its user", async () => {
      const admin = await signedInUser(t.app, t.database.handle.db, "admin");
      const user = await signedInUser(t.app, t.database.handle.db, "commercial");
      const live = await open(user.token);
      const res = await fetch(`${streams.base}/api/users/${user.id}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
        body: JSON.stringify({ active: false }),
      });
      expect(res.status).toBe(200);
      await live.next((m) => m.event === "revoked");
    });

    it("ends a stream with `expired` when its access token expires", async () => {
      const short = await createTestApp(kind, { accessTokenTtl: 2 });
      try {
        const user = await signedInUser(short.app, short.database.handle.db, "admin");
        const live = await LiveClient.open(await listening(short.app), user.token);
        await live.next((m) => m.event === "expired", 6000);
        await live.until(() => live.ended, "the end of the stream");
      } finally {
        await short.close();
      }
    });
  });
}
