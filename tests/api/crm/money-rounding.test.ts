import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { percentOfSql, shareOfSql } from "../../../api/crud/money-sql.js";
import { percentOf, shareOf } from "../../../resources/kit/money.js";
import { call } from "../../fixtures/app.js";
import { createLead, openCrm, postJson, type Crm } from "../../fixtures/crm.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { uniqueToken } from "../../fixtures/records.js";

// Money derived from money rounds half away from zero, once, in one function (resources/kit/money.ts)
// and in SQL the same way (api/crud/money-sql.ts, and the leads' weighted value the database
// keeps): 1.234,56 € at 10 % is 123,46 €, never 123,45 € (issue 26).

/** Amounts in cents and percents where truncating, rounding half up or half to even would differ. */
const PERCENTS: [number, number][] = [
  [123_456, 10],
  [5, 10],
  [15, 10],
  [25, 10],
  [35, 10],
  [1, 50],
  [3, 50],
  [99, 50],
  [12_345, 1],
  [12_350, 1],
  [12_349, 1],
  [1_000_000_000_000, 33],
  [7, 15],
  [333, 33],
  [-5, 10],
  [-15, 10],
  [-123_456, 10],
  [0, 37],
  [999_999, 99],
  [50, 1],
];
const SHARES: [number, number][] = [
  [100_000, 3],
  [5, 2],
  [7, 2],
  [-5, 2],
  [1, 3],
  [2, 3],
  [30_000, 2],
  [100, 8],
  [1_000_000_000_000, 7],
  [10, 0],
];

describe("money derived from money", () => {
  it("rounds a share of an amount half away from zero", () => {
    expect(percentOf(123_456, 10)).toBe(12_346);
    expect([percentOf(5, 10), percentOf(15, 10), percentOf(25, 10), percentOf(-5, 10), percentOf(-15, 10)]).toEqual([
      1, 2, 3, -1, -2,
    ]);
    expect(percentOf(12_350, 1)).toBe(124);
    expect(percentOf(1_000, 12.5)).toBe(125);
  });

  it("rounds an amount split among parts half away from zero; none for no parts", () => {
    expect([shareOf(100_000, 3), shareOf(5, 2), shareOf(7, 2), shareOf(-5, 2), shareOf(10, 0)]).toEqual([
      33_333,
      3,
      4,
      -3,
      null,
    ]);
  });
});

describe.each(DATABASE_KINDS)("money rounding in SQL on %s", (kind) => {
  let c: Crm;
  beforeAll(async () => {
    c = await openCrm(kind);
  });
  afterAll(async () => {
    await c?.test.close();
  });

  it("answers the same cents in SQL as in TypeScript", async () => {
    for (const [amount, percent] of PERCENTS) {
      const { rows } = await sql<{
        v: string;
      }>`select ${percentOfSql(sql`${amount}::bigint`, sql`${percent}::int`)} as v`.execute(c.db);
      expect(Number(rows[0].v), `${amount} × ${percent} %`).toBe(percentOf(amount, percent));
    }
    for (const [amount, parts] of SHARES) {
      const { rows } = await sql<{
        v: string | null;
      }>`select ${shareOfSql(sql`${amount}::bigint`, sql`${parts}::int`)} as v`.execute(c.db);
      expect(rows[0].v === null ? null : Number(rows[0].v), `${amount} / ${parts}`).toBe(shareOf(amount, parts));
    }
  });

  it("keeps each lead's weighted value as the shared function rounds it", async () => {
    const positive = PERCENTS.filter(([amount]) => amount >= 0);
    const leads = [];
    for (const [amount, percent] of positive)
      leads.push(await createLead(c.admin, { estimated_value: amount, probability: percent }));
    expect(leads.map((l) => Number(l.weighted_value))).toEqual(
      positive.map(([amount, percent]) => percentOf(amount, percent)),
    );
    expect(leads[0].weighted_value).toBe(12_346);
  });

  it("totals a board column as the sum of its cards' weighted values, and the dashboard the same", async () => {
    const campaign = (await postJson(c.admin, "/api/campaigns", { name: `Redondeo ${uniqueToken()}` })).id;
    // Three cards of 0,05 € at 10 %: 0,005 € each, a cent once rounded; their column shows 3 cents.
    const cards = [];
    for (let i = 0; i < 3; i++)
      cards.push(await createLead(c.admin, { estimated_value: 5, probability: 10, campaign_id: campaign }));
    expect(cards.map((l) => Number(l.weighted_value))).toEqual([1, 1, 1]);
    for (const board of ["main", "pipeline"]) {
      const res = await call(c.admin.app, c.admin.token, {
        method: "GET",
        url: `/api/leads/board-totals?board=${board}&campaign_id=${campaign}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), board).toEqual([expect.objectContaining({ count: 3, value: 15, weighted: 3 })]);
    }
    const dashboard = (await call(c.admin.app, c.admin.token, { method: "GET", url: "/api/dashboard" })).json();
    const { rows } = await sql<{
      w: string;
    }>`select sum(weighted_value) as w from leads where outcome = 'open'`.execute(c.db);
    expect(dashboard.sales.pipeline.weighted_value).toBe(Number(rows[0].w));
  });
});
