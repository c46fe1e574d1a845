import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { as, openLogsContext, withoutTable, type LogsContext } from "./support.js";

// Every write through the generic CRUD leaves one activity-log row, written in the same
// transaction as the write.
for (const kind of DATABASE_KINDS) {
  describe(`activity log of the generic CRUD on ${kind}`, () => {
    let ctx: LogsContext;
    beforeAll(async () => {
      ctx = await openLogsContext(kind);
    });
    afterAll(() => ctx.t.close());

    const logsOf = (resource: string, recordId: number) =>
      ctx.db
        .selectFrom("audit_logs")
        .selectAll()
        .where("resource", "=", resource)
        .where("record_id", "=", String(recordId))
        .orderBy("id")
        .execute();

    it("records create, update (changed fields only) and delete with who, where and which request", async () => {
      const headers = { "user-agent": "activity-test/1.0", "x-request-id": "req-activity-0001" };
      const created = await as(ctx, "admin", {
        method: "POST",
        url: "/api/campaign-types",
        payload: { name: "Correo", description: "Antes" },
        headers,
      });
      expect(created.statusCode).toBe(201);
      const row = created.json();
      const updated = await as(ctx, "admin", {
        method: "PATCH",
        url: `/api/campaign-types/${row.id}`,
        payload: { description: "Después", name: "Correo" },
        headers,
      });
      expect(updated.statusCode).toBe(200);
      expect(
        (await as(ctx, "admin", { method: "DELETE", url: `/api/campaign-types/${row.id}`, headers })).statusCode,
      ).toBe(200);

      const [create, update, del] = await logsOf("campaign-types", row.id);
      expect(create).toMatchObject({
        action: "create",
        user_id: ctx.users.admin.id,
        user_agent: "activity-test/1.0",
        request_id: "req-activity-0001",
        before: null,
      });
      expect(create.after).toMatchObject({ id: row.id, name: "Correo", description: "Antes" });
      expect(create.after).not.toHaveProperty("version");
      expect(create.ip).toBeTruthy();
      expect(update).toMatchObject({
        action: "update",
        before: { description: "Antes" },
        after: { description: "Después" },
      });
      expect(del).toMatchObject({ action: "delete", after: null });
      expect(del.before).toMatchObject({ id: row.id, name: "Correo", description: "Después" });
      expect(new Date(del.created_at).getTime()).toBeGreaterThanOrEqual(new Date(create.created_at).getTime());
    });

    it("records nothing for a refused write", async () => {
      const before = await ctx.db
        .selectFrom("audit_logs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(
        (await as(ctx, "admin", { method: "POST", url: "/api/campaign-types", payload: { name: "x" } })).statusCode,
      ).toBe(422);
      expect(
        (await as(ctx, "commercial", { method: "POST", url: "/api/campaign-types", payload: { name: "Nope" } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await as(ctx, "admin", { method: "PATCH", url: "/api/campaign-types/999999", payload: { name: "Nope" } }))
          .statusCode,
      ).toBe(404);
      const after = await ctx.db
        .selectFrom("audit_logs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it("rolls the write back when its log row cannot be written", async () => {
      const kept = (
        await as(ctx, "admin", { method: "POST", url: "/api/lead-services", payload: { name: "Conservado" } })
      ).json();
      await withoutTable(ctx.db, "audit_logs", async () => {
        const created = await as(ctx, "admin", {
          method: "POST",
          url: "/api/lead-services",
          payload: { name: "Sin registro" },
        });
        expect(created.statusCode).toBe(500);
        expect(created.json()).not.toHaveProperty("stack");
        expect(
          (
            await as(ctx, "admin", {
              method: "PATCH",
              url: `/api/lead-services/${kept.id}`,
              payload: { name: "Cambiado" },
            })
          ).statusCode,
        ).toBe(500);
        expect((await as(ctx, "admin", { method: "DELETE", url: `/api/lead-services/${kept.id}` })).statusCode).toBe(
          500,
        );
      });
      const names = (await ctx.db.selectFrom("lead_services").select("name").execute()).map((r) => r.name);
      expect(names).toContain("Conservado");
      expect(names).not.toContain("Sin registro");
      expect(names).not.toContain("Cambiado");
    });

    it("keeps secrets out of the log whatever the resource", async () => {
      const { recordAudit } = await import("../../../api/audit/record-audit.js");
      await recordAudit(ctx.db, null, {
        action: "update",
        resource: "users",
        recordId: 987654,
        before: { password_hash: "h", name: "a" },
        after: { password_hash: "k", name: "b" },
      });
      const [row] = await logsOf("users", 987654);
      expect(row.before).toEqual({ name: "a" });
      expect(row.after).toEqual({ name: "b" });
    });
  });
}
