import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { loadConfig } from "../../../api/config.js";
import { migrateToLatest } from "../../../api/db/migrator.js";
import { isEmpty, seedDemo } from "../../../api/seed/seed-demo.js";
import { DEMO_PASSWORD, DEMO_USERS } from "../../../api/seed/demo-users.js";
import { DEMO_TEAM } from "../../../api/seed/demo-projects-data.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";

describe("when demo data may be seeded", () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: "production" }, true],
    [{ DATABASE_URL: "postgres://x/y" }, true],
    [{ NODE_ENV: "production", DATABASE_URL: "postgres://x/y" }, false],
    [{ NODE_ENV: "production", DATABASE_URL: "postgres://x/y", SEED_DEMO: "1" }, true],
  ])("env %j → %s", (env, expected) => {
    expect(loadConfig(env).seedDemo).toBe(expected);
  });

  it("reads durations and defaults", () => {
    const config = loadConfig({});
    expect([config.port, config.accessTokenTtl, config.refreshTokenTtl, config.refreshReuseGrace]).toEqual([
      3000,
      900,
      30 * 86400,
      10,
    ]);
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(loadConfig({ ACCESS_TOKEN_TTL: "5m", REFRESH_REUSE_GRACE_SECONDS: "3", PORT: "4000" })).toMatchObject({
      accessTokenTtl: 300,
      refreshReuseGrace: 3,
      port: 4000,
    });
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: "soon" })).toThrow(/Invalid duration/);
    expect([
      config.trustProxy,
      loadConfig({ TRUST_PROXY: "true" }).trustProxy,
      loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/8" }).trustProxy,
    ]).toEqual([false, true, ["10.0.0.1", "10.0.0.0/8"]]);
  });
});

describe.each(DATABASE_KINDS)("demo data on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("migrations are idempotent", async () => {
    expect(await migrateToLatest(t.database.handle.db)).toEqual([]);
  });

  it("seeds an empty database with one user per role who can sign in", async () => {
    expect(await isEmpty(t.database.handle.db)).toBe(true);
    await seedDemo(t.database.handle.db);
    expect(await isEmpty(t.database.handle.db)).toBe(false);
    for (const user of DEMO_USERS) {
      const res = await call(t.app, undefined, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(user.role);
    }
    const states = await t.database.handle.db.selectFrom("roles").select("name").execute();
    expect(states.map((r) => r.name).sort()).toEqual(["admin", "client", "commercial", "superadmin"]);
  });

  it("adds the project team, who sign in too, and a task state that completes tasks", async () => {
    for (const member of DEMO_TEAM) {
      const res = await call(t.app, undefined, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: member.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(member.role);
    }
    const db = t.database.handle.db as Kysely<any>;
    const completing = await db.selectFrom("task_states").select("name").where("completes", "=", true).execute();
    expect(completing.map((r) => r.name)).toEqual(["Hecha"]);
    const projects = await db
      .selectFrom("projects")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(projects.n)).toBeGreaterThan(0);
  });
});
