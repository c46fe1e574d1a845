import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { addDays } from "../../fixtures/dashboard.js";
import { signedInUser } from "../../fixtures/users.js";

// GET /api/dashboard's query: the default range (the company's month so far), the previous
// period, and a localized 400 for every bad range or unknown parameter; 401 without a session.
describe.each(DATABASE_KINDS)("dashboard range on %s", (kind) => {
  let t: TestApp;
  let token: string;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await signedInUser(t.app, t.database.handle.db, "admin")).token;
    // The company's zone (the migrations' default), where the day may differ from UTC's.
    today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (query: string, lang?: string) =>
    call(t.app, token, { method: "GET", url: `/api/dashboard${query}`, lang });

  it("defaults to the month so far, in the company's time zone", async () => {
    const res = await get("");
    expect(res.statusCode).toBe(200);
    const { range } = res.json();
    expect(range.to).toBe(today);
    expect(range.from).toBe(`${today.slice(0, 7)}-01`);
    expect(range.previous.to).toBe(addDays(range.from, -1));
  });

  it("compares with as many days ending the day before, and gives the week of the last day", async () => {
    const res = await get("?from=2026-03-01&to=2026-03-31");
    expect(res.json().range).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
      previous: { from: "2026-01-29", to: "2026-02-28" },
      week: { from: "2026-03-30", to: "2026-04-05" },
    });
    const leap = await get("?from=2024-01-01&to=2024-12-31");
    expect(leap.statusCode).toBe(200);
    expect(leap.json().range.previous).toEqual({ from: "2022-12-31", to: "2023-12-31" });
  });

  it.each([
    ["?from=2026-02-30", "La fecha from no es válida: usa AAAA-MM-DD", "The date from is not valid: use YYYY-MM-DD"],
    ["?to=31/03/2026", "La fecha to no es válida: usa AAAA-MM-DD", "The date to is not valid: use YYYY-MM-DD"],
    [
      "?from=2026-04-02&to=2026-04-01",
      "La fecha de inicio (2026-04-02) es posterior a la de fin (2026-04-01)",
      "The start date (2026-04-02) is after the end date (2026-04-01)",
    ],
    [
      "?from=2025-01-01&to=2026-01-02",
      "El periodo no puede pasar de 366 días",
      "The range may not be longer than 366 days",
    ],
    ["?from=2026-01-01&page=2", "Parámetro de consulta no permitido: page", "Query parameter not allowed: page"],
  ])("refuses %s in Spanish and English", async (query, es, en) => {
    const spanish = await get(query, "es");
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toBe(es);
    const english = await get(query, "en");
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(en);
  });

  it("refuses a repeated date and takes 366 days at most", async () => {
    expect((await get("?from=2026-01-01&from=2026-01-02")).statusCode).toBe(400);
    expect((await get("?from=2025-01-01&to=2026-01-01")).statusCode).toBe(200);
  });

  it("answers 401 to a request without a session", async () => {
    const res = await call(t.app, undefined, { method: "GET", url: "/api/dashboard" });
    expect(res.statusCode).toBe(401);
  });
});
