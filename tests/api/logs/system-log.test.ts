import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { as, eventually, openLogsContext, withoutTable, type LogsContext } from "./support.js";

// Server errors land in system_logs with the request id the client was shown; only
// superadmins read them, and the stack never reaches the client.
for (const kind of DATABASE_KINDS) {
  describe(`system log on ${kind}`, () => {
    let ctx: LogsContext;
    beforeAll(async () => {
      ctx = await openLogsContext(kind);
    });
    afterAll(() => ctx.t.close());

    // A write whose activity log cannot be written is a server error.
    const breakWrite = (requestId: string) =>
      withoutTable(ctx.db, "audit_logs", () =>
        as(ctx, "admin", {
          method: "POST",
          url: "/api/lead-services?x=1",
          payload: { name: `Roto ${requestId}` },
          headers: { "x-request-id": requestId },
        }),
      );

    it(
      "writes a 500 with request id, method, url, status, " + "user, message and stack, and answers without them",
      async () => {
        const res = await breakWrite("req-system-0001");
        expect(res.statusCode).toBe(500);
        expect(Object.keys(res.json()).sort()).toEqual(["message", "request_id"]);
        expect(res.json().request_id).toBe("req-system-0001");
        const row = await eventually(() =>
          ctx.db.selectFrom("system_logs").selectAll().where("request_id", "=", "req-system-0001").executeTakeFirst(),
        );
        expect(row).toMatchObject({
          level: "error",
          method: "POST",
          url: "/api/lead-services?x=1",
          status: 500,
          user_id: ctx.users.admin.id,
        });
        expect(row.message).toMatch(/audit_logs/);
        expect(row.stack).toMatch(/at /);
      },
    );

    it("still answers the 500 when the system log itself cannot be written", async () => {
      const res = await withoutTable(ctx.db, "system_logs", () => breakWrite("req-system-0002"));
      expect(res.statusCode).toBe(500);
      expect(res.json().request_id).toBe("req-system-0002");
      expect((await as(ctx, "admin", { method: "GET", url: "/api/lead-services" })).statusCode).toBe(200);
    });

    it("lets superadmins page through it, newest first, and nobody else", async () => {
      await breakWrite("req-system-0003");
      await eventually(() =>
        ctx.db.selectFrom("system_logs").select("id").where("request_id", "=", "req-system-0003").executeTakeFirst(),
      );
      const res = await as(ctx, "superadmin", { method: "GET", url: "/api/system-logs?_start=0&_end=1" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
      expect(res.json()[0]).toMatchObject({ request_id: "req-system-0003", status: 500 });
      expect(Number(res.headers["x-total-count"])).toBeGreaterThanOrEqual(2);
      const found = await as(ctx, "superadmin", { method: "GET", url: "/api/system-logs?request_id=req-system-0001" });
      expect(found.headers["x-total-count"]).toBe("1");
      expect(found.json()).toEqual([
        expect.objectContaining({
          request_id: "req-system-0001",
          level: "error",
          method: "POST",
          url: "/api/lead-services?x=1",
          status: 500,
          user_id: ctx.users.admin.id,
        }),
      ]);
      expect(found.json()[0].message).toMatch(/audit_logs/);
      expect(found.json()[0].stack).toMatch(/at /);
      const searched = await as(ctx, "superadmin", { method: "GET", url: "/api/system-logs?q=req-system-0003" });
      expect(searched.json().map((r: { request_id: string }) => r.request_id)).toEqual(["req-system-0003"]);
      for (const role of ["admin", "commercial", "client"] as const) {
        expect((await as(ctx, role, { method: "GET", url: "/api/system-logs" })).statusCode, role).toBe(403);
      }
    });
  });
}
