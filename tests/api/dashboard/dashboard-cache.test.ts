import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { openDashboardData, type DashboardData } from "../../fixtures/dashboard.js";
import { MAX_AGE_MS, SectionCache } from "../../../api/modules/dashboard/section-cache.js";
import type { DatabaseHandle, ListenHandlers } from "../../../api/db/database.js";

// The dashboard keeps each section's figures until a table it reads changes (docs/dashboard-api.md
// "Speed"): a write through the API, or straight to the database, shows on the next answers.

/** A database whose `live` channel the test speaks on. */
function fakeChannel() {
  let handlers: ListenHandlers | null = null;
  const database = {
    listen: async (_channel: string, h: ListenHandlers) => {
      handlers = h;
      return async () => undefined;
    },
  } as unknown as DatabaseHandle;
  return {
    database,
    send: (table: string) => handlers!.message(JSON.stringify({ table, type: "updated", ids: [1], by: null })),
    lose: () => handlers!.lost!(),
    restore: () => handlers!.restored!(),
  };
}

describe("the dashboard's section cache", () => {
  it("keeps a section until one of its tables changes, or it is too old", async () => {
    let clock = 0;
    const cache = new SectionCache(() => clock);
    const channel = fakeChannel();
    await cache.start(channel.database);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    expect(await cache.get("support", "k", compute)).toEqual({ n: 1 });
    expect(await cache.get("support", "k", compute)).toEqual({ n: 1 });
    expect(await cache.get("support", "other reader", compute)).toEqual({ n: 2 });
    channel.send("leads");
    expect(await cache.get("support", "k", compute)).toEqual({ n: 1 });
    channel.send("tickets");
    expect(await cache.get("support", "k", compute)).toEqual({ n: 3 });
    clock += MAX_AGE_MS;
    expect(await cache.get("support", "k", compute)).toEqual({ n: 4 });
  });

  it("does not keep an answer computed while its tables changed, nor anything while deaf", async () => {
    const cache = new SectionCache();
    const channel = fakeChannel();
    await cache.start(channel.database);
    const racing = await cache.get("billing", "k", async () => {
      channel.send("invoices");
      return { n: 1 };
    });
    expect(racing).toEqual({ n: 1 });
    expect(await cache.get("billing", "k", async () => ({ n: 2 }))).toEqual({ n: 2 });
    channel.lose();
    expect(await cache.get("billing", "k", async () => ({ n: 3 }))).toEqual({ n: 3 });
    expect(await cache.get("billing", "k", async () => ({ n: 4 }))).toEqual({ n: 4 });
    channel.restore();
    expect(await cache.get("billing", "k", async () => ({ n: 5 }))).toEqual({ n: 5 });
    expect(await cache.get("billing", "k", async () => ({ n: 6 }))).toEqual({ n: 5 });
  });
});

describe.each(DATABASE_KINDS)("dashboard after a change on %s", (kind) => {
  let d: DashboardData;
  beforeAll(async () => {
    d = await openDashboardData(kind);
  }, 120_000);
  afterAll(async () => {
    await d?.test.close();
  });
  const dashboard = async (api = d.admin) =>
    (await call(api.app, api.token, { method: "GET", url: `/api/dashboard?from=${d.from}&to=${d.to}` })).json();
  /** The figure once the change's live event has been heard (it travels after the commit). */
  async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
    const deadline = Date.now() + 10_000;
    let value = await read();
    while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      value = await read();
    }
    expect(value).toEqual(expected);
  }

  it("counts a lead created through the API", async () => {
    const before = (await dashboard()).sales.pipeline.open.value;
    expect((await dashboard()).sales.pipeline.open.value).toBe(before);
    const res = await call(d.admin.app, d.admin.token, {
      method: "POST",
      url: "/api/leads",
      payload: { name: "Lead nuevo", estimated_value: 1_000 },
      headers: { "x-confirm": "lead-duplicates" },
    });
    expect(res.statusCode, res.body).toBe(201);
    await eventually(async () => (await dashboard()).sales.pipeline.open.value, before + 1);
  });

  it("counts a ticket resolved straight in the database, for each reader", async () => {
    const open = async (api: DashboardData["admin"]) =>
      (await dashboard(api)).support.open_by_status.find((r: any) => r.status === "assigned").count;
    expect([await open(d.admin), await open(d.commercial)]).toEqual([1, 1]);
    await sql`update tickets set status = 'resolved' where id = ${d.ids.k1}`.execute(d.db);
    await eventually(async () => [await open(d.admin), await open(d.commercial)], [0, 0]);
  });
});
