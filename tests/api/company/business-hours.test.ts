import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";
import { loadCalendar } from "../../../api/modules/support/sla/calendar.js";

// The company's business hours (issue 12): the days and window the SLA clock counts in.
describe.each(DATABASE_KINDS)("the company's business hours on %s", (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInUser(t.app, t.database.handle.db, "admin");
  });
  afterAll(() => t.close());

  const get = (token: string) => call(t.app, token, { method: "GET", url: "/api/company" });
  const put = (payload: Record<string, unknown>, lang = "en") =>
    call(t.app, admin.token, { method: "PUT", url: "/api/company", payload, lang });

  it("starts Monday to Friday, 09:00–18:00, shown to admins only", async () => {
    expect((await get(admin.token)).json()).toMatchObject({
      business_days: [1, 2, 3, 4, 5],
      business_start: "09:00",
      business_end: "18:00",
    });
    const commercial = await signedInUser(t.app, t.database.handle.db, "commercial");
    const seen = (await get(commercial.token)).json();
    for (const field of ["business_days", "business_start", "business_end"]) expect(seen).not.toHaveProperty(field);
  });

  it("saves days (sorted), opening and closing, and the SLA calendar reads them", async () => {
    const { version } = (await get(admin.token)).json();
    const res = await put({ business_days: [6, 1, 3], business_start: "08:30", business_end: "24:00", version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      business_days: [1, 3, 6],
      business_start: "08:30",
      business_end: "24:00",
      version: version + 1,
    });
    expect((await get(admin.token)).json()).toMatchObject({
      business_days: [1, 3, 6],
      business_start: "08:30",
      business_end: "24:00",
    });
    const log = await t.database.handle.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("resource", "=", "company")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(log.before).toMatchObject({
      business_days: [1, 2, 3, 4, 5],
      business_start: "09:00",
      business_end: "18:00",
    });
    expect(log.after).toMatchObject({ business_days: [1, 3, 6], business_start: "08:30", business_end: "24:00" });

    const db = t.database.handle.db as unknown as Kysely<any>;
    await db
      .insertInto("holidays")
      .values([
        { date: "2025-12-25", name: "Navidad" },
        { date: "2026-01-06", name: "Reyes" },
      ])
      .execute();
    expect(await loadCalendar(db)).toEqual({
      timeZone: "Europe/Madrid",
      days: [1, 3, 6],
      start: "08:30",
      end: "24:00",
      holidays: expect.arrayContaining(["2025-12-25", "2026-01-06"]),
    });
    // Sending one end alone keeps the other.
    expect((await put({ business_end: "17:00" })).json()).toMatchObject({
      business_start: "08:30",
      business_end: "17:00",
    });
  });

  it("refuses days outside 1–7, repeated, or none, with the reason", async () => {
    const cases: [unknown, string][] = [
      [[], "Choose at least one working day"],
      [[0, 1], "Invalid weekdays (1, Monday, to 7, Sunday, without repeats)"],
      [[1, 8], "Invalid weekdays (1, Monday, to 7, Sunday, without repeats)"],
      [[2, 2], "Invalid weekdays (1, Monday, to 7, Sunday, without repeats)"],
    ];
    for (const [days, message] of cases) {
      const res = await put({ business_days: days });
      expect(res.statusCode, JSON.stringify(days)).toBe(422);
      expect(res.json().errors, JSON.stringify(days)).toEqual({ business_days: [message] });
    }
    expect((await put({ business_days: ["1"] })).statusCode).toBe(422);
    expect((await put({ business_days: [1, 2, 3, 4, 5, 6, 7, 1] })).statusCode).toBe(422);
  });

  it("refuses times that are not HH:MM and a window that closes before it opens, in Spanish too", async () => {
    const res = await put({ business_start: "9:00", business_end: "25:00" }, "es");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      business_start: ["Hora no válida (HH:MM)"],
      business_end: ["Hora no válida (HH:MM)"],
    });
    expect((await put({ business_start: "24:00" })).json().errors).toEqual({
      business_start: ["Invalid time (HH:MM)"],
    });
    expect((await put({ business_end: "00:00" })).json().errors).toEqual({ business_end: ["Invalid time (HH:MM)"] });
    expect((await put({ business_start: "18:00", business_end: "09:00" }, "es")).json().errors).toEqual({
      business_end: ["La hora de fin debe ser posterior a la de inicio"],
    });
    expect((await put({ business_start: "10:00", business_end: "10:00" })).json().errors).toEqual({
      business_end: ["The closing time must be after the opening time"],
    });
    // One end checked against the stored other (08:30–17:00 from the test before).
    expect((await put({ business_end: "08:00" })).json().errors).toEqual({
      business_end: ["The closing time must be after the opening time"],
    });
    expect((await put({ business_start: "17:30" })).json().errors).toEqual({
      business_end: ["The closing time must be after the opening time"],
    });
    expect((await get(admin.token)).json()).toMatchObject({ business_start: "08:30", business_end: "17:00" });
  });

  it("refuses non-admins", async () => {
    const commercial = await signedInUser(t.app, t.database.handle.db, "commercial");
    const res = await call(t.app, commercial.token, {
      method: "PUT",
      url: "/api/company",
      payload: { business_days: [1] },
    });
    expect(res.statusCode).toBe(403);
  });
});
