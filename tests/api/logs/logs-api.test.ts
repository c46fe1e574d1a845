import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { as, openLogsContext, type LogsContext } from "./support.js";

// GET /api/logs: admins read the activity log in the simple-rest dialect, with filters by user,
// resource, action, record and date range, and a search that reaches the user's name and email.
for (const kind of DATABASE_KINDS) {
  describe(`GET /api/logs on ${kind}`, () => {
    let ctx: LogsContext;
    let stateId: number;
    let typeId: number;
    beforeAll(async () => {
      ctx = await openLogsContext(kind);
      stateId = (
        await as(ctx, "admin", { method: "POST", url: "/api/project-states", payload: { name: "Abierto" } })
      ).json().id;
      await as(ctx, "admin", {
        method: "PATCH",
        url: `/api/project-states/${stateId}`,
        payload: { name: "Abierto ya" },
      });
      typeId = (
        await as(ctx, "superadmin", { method: "POST", url: "/api/campaign-types", payload: { name: "Feria" } })
      ).json().id;
    });
    afterAll(() => ctx.t.close());

    const get = (query: string, role: keyof LogsContext["users"] = "admin") =>
      as(ctx, role, { method: "GET", url: `/api/logs${query}`, lang: "en" });

    it("lists newest first with x-total-count and the user's name and email", async () => {
      const res = await get("?_start=0&_end=10");
      expect(res.statusCode).toBe(200);
      const rows = res.json();
      expect(Number(res.headers["x-total-count"])).toBeGreaterThanOrEqual(3);
      expect(rows[0]).toMatchObject({
        resource: "campaign-types",
        action: "create",
        record_id: String(typeId),
        user_id: ctx.users.superadmin.id,
        user_email: ctx.users.superadmin.email,
        user_name: "superadmin user",
      });
      const times = rows.map((r: { created_at: string }) => Date.parse(r.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(typeof rows[0].id).toBe("number");
    });

    it("filters by resource, action, record, user and date range", async () => {
      const byResource = (await get("?resource=project-states")).json();
      expect(byResource.map((r: { action: string }) => r.action).sort()).toEqual(["create", "update"]);
      const update = (await get(`?resource=project-states&action=update&record_id=${stateId}`)).json();
      expect(update).toHaveLength(1);
      expect(update[0]).toMatchObject({ before: { name: "Abierto" }, after: { name: "Abierto ya" } });
      const byUser = (await get(`?user_id=${ctx.users.superadmin.id}`)).json();
      expect(byUser.length).toBeGreaterThan(0);
      expect(byUser.every((r: { user_id: number }) => r.user_id === ctx.users.superadmin.id)).toBe(true);
      expect(byUser.map((r: { resource: string }) => r.resource)).toContain("campaign-types");
      expect(byUser.map((r: { resource: string }) => r.resource)).not.toContain("project-states");
      const future = new Date(Date.now() + 86_400_000).toISOString();
      const past = new Date(Date.now() - 86_400_000).toISOString();
      expect((await get(`?created_at_gte=${encodeURIComponent(future)}`)).json()).toEqual([]);
      const inRange = await get(
        `?resource=project-states&created_at_gte=${encodeURIComponent(past)}`
          + `&created_at_lte=${encodeURIComponent(future)}`,
      );
      expect(inRange.headers["x-total-count"]).toBe("2");
    });

    it("searches with q in the user's email and the resource, and sorts on allowed fields", async () => {
      const mine = (await get(`?q=${encodeURIComponent(ctx.users.superadmin.email.toUpperCase())}`)).json();
      expect(mine.map((r: { resource: string; record_id: string }) => [r.resource, r.record_id])).toContainEqual([
        "campaign-types",
        String(typeId),
      ]);
      expect(mine.every((r: { user_email: string }) => r.user_email === ctx.users.superadmin.email)).toBe(true);
      const byResource = (await get("?q=project-st")).json();
      expect(byResource.map((r: { action: string; record_id: string }) => [r.action, r.record_id]).sort()).toEqual([
        ["create", String(stateId)],
        ["update", String(stateId)],
      ]);
      expect(byResource.every((r: { resource: string }) => r.resource === "project-states")).toBe(true);
      const asc = (await get("?_sort=id&_order=asc")).json().map((r: { id: number }) => r.id);
      expect(asc.length).toBeGreaterThanOrEqual(3);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
    });

    it("answers 400 for unknown parameters, sorts and bad values", async () => {
      expect((await get("?password=1")).statusCode).toBe(400);
      expect((await get("?_sort=before")).statusCode).toBe(400);
      expect((await get("?user_id=abc")).statusCode).toBe(400);
      expect((await get("?created_at_gte=yesterday")).statusCode).toBe(400);
      expect((await get("?_start=-1")).statusCode).toBe(400);
    });

    it("exports what the list finds as CSV, in its order and the reader's language, for the same readers", async () => {
      const res = await get(`/export.csv?resource=project-states&_sort=id&_order=asc`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/csv/);
      const lines = res.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
      expect(lines[0].split(";").slice(0, 4)).toEqual(["Date", "User", "User email", "Action"]);
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(";create;project-states;");
      expect(lines[2]).toContain(";update;project-states;");
      expect(lines[2]).toContain("Abierto ya");
      expect((await get("/export.csv?q=project-st")).body.trim().split(/\r?\n/)).toHaveLength(3);
      expect((await get("/export.csv?password=1")).statusCode).toBe(400);
      expect((await get("/export.csv", "commercial")).statusCode).toBe(403);
      expect((await ctx.t.app.inject({ method: "GET", url: "/api/logs/export.csv" })).statusCode).toBe(401);
    });

    it("is for admins and superadmins only", async () => {
      expect((await get("", "superadmin")).statusCode).toBe(200);
      expect((await get("", "admin")).statusCode).toBe(200);
      expect((await get("", "commercial")).statusCode).toBe(403);
      expect((await get("?bogus=1", "client")).statusCode).toBe(403);
      expect((await ctx.t.app.inject({ method: "GET", url: "/api/logs" })).statusCode).toBe(401);
    });
  });
}
