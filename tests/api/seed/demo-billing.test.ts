import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../api/seed/seed-demo.js";
import { DEMO_PASSWORD } from "../../../api/seed/demo-users.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";

// The demo's billing: invoices in every state with numbers and an intact VeriFactu chain, the
// client seeing its own issued one, and unbilled project time waiting to be invoiced.
describe.each(DATABASE_KINDS)("demo billing on %s", (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = async (who: string, url: string) => {
    const res = await call(t.app, tokens[who], { method: "GET", url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.handle.db);
    for (const who of ["admin", "client"]) {
      const res = await call(t.app, undefined, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `${who}@demo.test`, password: DEMO_PASSWORD },
      });
      tokens[who] = res.json().access_token;
    }
  });
  afterAll(() => t.close());

  it("has invoices in every state, numbered, with a chain that verifies", async () => {
    const invoices = await get("admin", "/api/invoices?_end=50");
    expect(new Set(invoices.map((i: any) => i.status))).toEqual(new Set(["draft", "paid", "overdue", "issued"]));
    expect(invoices.filter((i: any) => i.status !== "draft").every((i: any) => /^F\d{4}-\d{5}$/.test(i.number))).toBe(
      true,
    );
    expect(await get("admin", "/api/invoices/chain/verify")).toMatchObject({ ok: true, records: 4 });
  });

  it("shows the demo client its issued invoice only, and leaves project time to invoice", async () => {
    const mine = await get("client", "/api/invoices");
    expect(mine.map((i: any) => i.client_name)).toEqual(["Academia Ejemplo"]);
    const clientId = mine[0].client_id;
    const unbilled = await get("admin", `/api/billing/unbilled-time?client_id=${clientId}`);
    expect(unbilled.minutes).toBeGreaterThan(0);
    expect(unbilled.missing_rates).toEqual([]);
  });
});
