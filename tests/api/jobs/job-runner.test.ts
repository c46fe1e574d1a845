import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createTestApp, type TestApp } from "../../fixtures/app.js";
import { JobRunner } from "../../../api/jobs/job-runner.js";
import type { JobDefinition } from "../../../api/jobs/job-types.js";

// Scheduled work in the jobs table: two runners on one database play two instances (each with
// its own handlers for the same job names, as two processes would have). The tests move the
// runners' clock on, so the recurring job has a pair of runners of its own.
describe.each(DATABASE_KINDS)("the jobs runner on %s", (kind) => {
  let t: TestApp;
  let db: Kysely<any>;
  let one: JobRunner;
  let other: JobRunner;
  let tickers: JobRunner[];
  const runs = new Map<string, number>();
  const count = (key: string) => runs.set(key, (runs.get(key) ?? 0) + 1);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const definitions = (): JobDefinition[] => [
    {
      name: "test-count",
      run: async ({ payload }) => {
        await sleep(5);
        count(String(payload.n));
      },
    },
    {
      name: "test-flaky",
      run: async ({ attempt }) => {
        count(`flaky:${attempt}`);
        if (attempt < 3) throw new Error(`try ${attempt} failed`);
      },
    },
    {
      name: "test-broken",
      maxAttempts: 2,
      run: async () => {
        throw new Error("always");
      },
    },
  ];
  const ticker = () =>
    new JobRunner(db, { intervalMs: 1000 }).define({
      name: "test-tick",
      everyMs: 60_000,
      run: async ({ now }) => void count(`tick:${now.toISOString()}`),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as unknown as Kysely<any>;
    one = new JobRunner(db, { intervalMs: 1000 });
    other = new JobRunner(db, { intervalMs: 1000 });
    for (const def of definitions()) one.define(def);
    for (const def of definitions()) other.define(def);
    tickers = [ticker(), ticker(), ticker()];
  });
  afterAll(() => t.close());

  const rowsOf = (name: string) =>
    db.selectFrom("jobs").selectAll().where("name", "=", name).orderBy("run_at").orderBy("id").execute();

  it("runs each due job once when two runners look at the same time", async () => {
    for (let n = 1; n <= 8; n++) await one.enqueue("test-count", { payload: { n } });
    const [a, b] = await Promise.all([one.runDue(), other.runDue()]);
    expect(a.ran + b.ran).toBe(8);
    for (let n = 1; n <= 8; n++) expect(runs.get(String(n)), `job ${n}`).toBe(1);
    const rows = await rowsOf("test-count");
    expect(rows.every((r) => r.done_at !== null && r.attempts === 1 && r.locked_until === null)).toBe(true);
    // Nothing left: another pass runs nothing.
    expect((await other.runDue()).ran + (await one.runDue()).ran).toBe(0);
  });

  it("keeps a keyed job once however often it is queued", async () => {
    expect(await one.enqueue("test-count", { key: "only-once", payload: { n: "keyed" } })).toBe(true);
    expect(await other.enqueue("test-count", { key: "only-once", payload: { n: "keyed" } })).toBe(false);
    await Promise.all([one.runDue(), other.runDue()]);
    expect(runs.get("keyed")).toBe(1);
  });

  it("retries a failing job later, with the error kept meanwhile", async () => {
    const start = new Date();
    await one.enqueue("test-flaky", { runAt: start });
    expect(await one.runDue({ now: start })).toMatchObject({ ran: 0, failed: 1 });
    let [row] = await rowsOf("test-flaky");
    expect(row).toMatchObject({ attempts: 1, done_at: null, locked_until: null });
    expect(row.last_error).toContain("try 1 failed");
    expect(new Date(row.run_at).getTime()).toBe(start.getTime() + 30_000);
    // Not before its time.
    expect(await one.runDue({ now: new Date(start.getTime() + 10_000) })).toMatchObject({ ran: 0, failed: 0 });
    expect(await other.runDue({ now: new Date(start.getTime() + 31_000) })).toMatchObject({ failed: 1 });
    [row] = await rowsOf("test-flaky");
    expect(new Date(row.run_at).getTime()).toBe(start.getTime() + 31_000 + 60_000);
    expect(await one.runDue({ now: new Date(start.getTime() + 120_000) })).toMatchObject({ ran: 1, failed: 0 });
    [row] = await rowsOf("test-flaky");
    expect(row).toMatchObject({ attempts: 3, last_error: null });
    expect(row.done_at).not.toBeNull();
    expect([runs.get("flaky:1"), runs.get("flaky:2"), runs.get("flaky:3"), runs.get("flaky:4")]).toEqual([
      1,
      1,
      1,
      undefined,
    ]);
  });

  it("gives a job up after its attempts, keeping the last error", async () => {
    const start = new Date();
    await one.enqueue("test-broken", { runAt: start });
    await one.runDue({ now: start });
    await one.runDue({ now: new Date(start.getTime() + 3_600_000) });
    const [row] = await rowsOf("test-broken");
    expect(row).toMatchObject({ attempts: 2 });
    expect(row.done_at).not.toBeNull();
    expect(row.last_error).toContain("always");
    expect(await one.runDue({ now: new Date(start.getTime() + 7_200_000) })).toMatchObject({ ran: 0, failed: 0 });
  });

  it("takes back a job whose runner died while holding it, once its lease is over", async () => {
    const start = new Date();
    await one.enqueue("test-count", { runAt: start, payload: { n: "orphan" } });
    await db
      .updateTable("jobs")
      .set({ attempts: 1, locked_until: new Date(start.getTime() + 60_000).toISOString() })
      .where("key", "like", "test-count:%")
      .where("done_at", "is", null)
      .execute();
    expect((await other.runDue({ now: new Date(start.getTime() + 30_000) })).ran).toBe(0);
    expect((await other.runDue({ now: new Date(start.getTime() + 61_000) })).ran).toBe(1);
    expect(runs.get("orphan")).toBe(1);
  });

  it("runs a recurring job once per slot, and schedules the next slot once", async () => {
    const now = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 5 * 60_000 + 12_345);
    const slot = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const next = new Date(slot.getTime() + 60_000);
    await Promise.all(tickers.map((r) => r.runDue({ now })));
    expect(runs.get(`tick:${now.toISOString()}`)).toBe(1);
    let rows = await rowsOf("test-tick");
    const mine = rows.filter((r) => new Date(r.run_at) >= slot);
    expect(mine.map((r) => r.key)).toEqual([`test-tick:${slot.toISOString()}`, `test-tick:${next.toISOString()}`]);
    expect(mine[0].done_at).not.toBeNull();
    expect(mine[1].done_at).toBeNull();
    // The next minute: the slot already queued runs, once, and queues the one after.
    const later = new Date(next.getTime() + 1_000);
    await Promise.all(tickers.map((r) => r.runDue({ now: later })));
    expect(runs.get(`tick:${later.toISOString()}`)).toBe(1);
    rows = (await rowsOf("test-tick")).filter((r) => new Date(r.run_at) >= slot);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.done_at === null).map((r) => r.key)).toEqual([
      `test-tick:${new Date(next.getTime() + 60_000).toISOString()}`,
    ]);
  });
});

describe.each(DATABASE_KINDS)("the jobs loop on %s", (kind) => {
  it("runs due jobs by itself when enabled, and stops on close", async () => {
    const t = await createTestApp(kind, { jobsEnabled: true, jobsIntervalMs: 20 });
    let ran = 0;
    try {
      t.app.jobs.define({ name: "test-loop", run: async () => void ran++ });
      await t.app.jobs.enqueue("test-loop");
      for (let i = 0; i < 200 && ran === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(ran).toBe(1);
      // The app's own recurring jobs were scheduled by the loop.
      const db = t.database.handle.db as unknown as Kysely<any>;
      const names = (await db.selectFrom("jobs").select("name").distinct().execute()).map((r) => r.name);
      expect(names).toEqual(expect.arrayContaining(["sla-scan", "jobs-prune"]));
    } finally {
      await t.close();
    }
  });
});
