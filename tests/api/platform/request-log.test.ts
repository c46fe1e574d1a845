import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";
import { capturedLog, LEVELS, type LogLine } from "../../fixtures/log-lines.js";

// What an admin reads at the default level (info): one line per failed or slow request, nothing
// for the rest, which LOG_LEVEL=debug brings back (arrival and answer of every request).
const SLOW_MS = 2000;
// Tokens (and so live streams, which end when their token does) last 5 s: a stream opened at once
// after signing in lasts 4 s or more (iat is in whole seconds), longer than SLOW_MS.
const TOKEN_TTL = 5;

describe.each(DATABASE_KINDS)("request logs on %s", (kind) => {
  let t: TestApp;
  const { logger, lines } = capturedLog("info");
  const requestLines = (url: string) => lines.filter((line) => line.req?.url === url);
  const completion = (url: string) => requestLines(url).filter((line) => line.res);

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { slowRequestMs: SLOW_MS, accessTokenTtl: TOKEN_TTL },
      async (api) => {
        // The request is what is slow here: it answers after the threshold.
        api.get("/test/slow", async () => {
          await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 100));
          return { ok: true };
        });
        api.get("/test/broken", async () => {
          throw new Error("a bug");
        });
      },
      logger,
    );
    // The first request of a fresh app loads code: not what this test measures.
    await call(t.app, undefined, { method: "GET", url: "/api/health" });
    lines.length = 0;
  });
  afterAll(() => t.close());

  it("at info, writes nothing for quick answers, refusals and mistakes", async () => {
    const answers = await Promise.all([
      call(t.app, undefined, { method: "GET", url: "/api/health" }),
      call(t.app, undefined, { method: "GET", url: "/api/me" }),
      call(t.app, undefined, { method: "GET", url: "/api/nowhere" }),
      call(t.app, undefined, { method: "POST", url: "/api/auth/login", payload: { email: "nobody@test.local" } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 422]);
    expect(lines.filter((line) => line.req || line.res)).toEqual([]);
  });

  it("at info, keeps a slow request (warn) and a failed one (error): one line each, path, status, time", async () => {
    const [slow, broken] = await Promise.all([
      call(t.app, undefined, { method: "GET", url: "/api/test/slow" }),
      call(t.app, undefined, { method: "GET", url: "/api/test/broken" }),
    ]);
    expect([slow.statusCode, broken.statusCode]).toEqual([200, 500]);
    await vi.waitFor(() => expect(completion("/api/test/slow")).toHaveLength(1));
    expect(requestLines("/api/test/slow")).toEqual([
      expect.objectContaining({
        level: LEVELS.warn,
        msg: "slow request",
        req: expect.objectContaining({ method: "GET" }),
        res: { statusCode: 200 },
      }),
    ]);
    expect(completion("/api/test/slow")[0].responseTime).toBeGreaterThanOrEqual(SLOW_MS);
    await vi.waitFor(() => expect(completion("/api/test/broken")).toHaveLength(1));
    expect(completion("/api/test/broken")).toEqual([
      expect.objectContaining({ level: LEVELS.error, msg: "request failed", res: { statusCode: 500 } }),
    ]);
  });

  it("at debug, logs every request's arrival and answer; a live stream that lasted is not slow", async () => {
    logger.level = "debug";
    try {
      const user = await signedInUser(t.app, t.database.handle.db, "admin");
      lines.length = 0;
      expect((await call(t.app, user.token, { method: "GET", url: "/api/me" })).statusCode).toBe(200);
      await vi.waitFor(() => expect(completion("/api/me")).toHaveLength(1));
      expect(requestLines("/api/me").map((line) => [line.level, line.msg])).toEqual([
        [LEVELS.debug, "incoming request"],
        [LEVELS.debug, "request completed"],
      ]);
      // The stream ends when its token expires, the server closing it, after more than SLOW_MS.
      const streaming = await signedInUser(t.app, t.database.handle.db, "admin");
      const stream = await call(t.app, streaming.token, { method: "GET", url: "/api/live" });
      expect(stream.body).toContain("event: expired");
      await vi.waitFor(() => expect(completion("/api/live")).toHaveLength(1));
      const line = completion("/api/live")[0];
      expect(line).toMatchObject({ level: LEVELS.debug, msg: "request completed", res: { statusCode: 200 } });
      expect(line.responseTime).toBeGreaterThanOrEqual(SLOW_MS);
    } finally {
      logger.level = "info";
    }
  });

  it("logs an outage's 503 at error, with what the driver said", async () => {
    await t.database.handle.close();
    lines.length = 0;
    const payload = { email: "a@test.local", password: "whatever1" };
    const res = await call(t.app, undefined, { method: "POST", url: "/api/auth/login", payload });
    expect(res.statusCode).toBe(503);
    await vi.waitFor(() => expect(completion("/api/auth/login")).toHaveLength(1));
    expect(completion("/api/auth/login")).toEqual([
      expect.objectContaining({ level: LEVELS.error, res: { statusCode: 503 } }),
    ]);
    const cause = lines.find((line: LogLine) => line.msg === "database unavailable");
    expect(cause).toMatchObject({ level: LEVELS.error, reason: expect.stringMatching(/closed|destroyed/) });
  });
});
