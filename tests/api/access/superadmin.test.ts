import { expect, it } from "vitest";
import { roleBoundaries } from "./support/role-matrix.js";
import { request } from "../crud/support/suite-context.js";
import { eventually, withoutTable } from "../logs/support.js";

// Superadmin: everything, including the system log.
roleBoundaries("superadmin", (suite) => {
  it("reads a server error in the system log: which request, who, what failed and where", async () => {
    const ctx = suite();
    const requestId = `req-superadmin-${Date.now()}`;
    // A write whose activity log cannot be written is a server error.
    const broken = await withoutTable(ctx.db, "audit_logs", () =>
      request(ctx, {
        method: "POST",
        url: "/api/lead-services",
        payload: { name: "Roto" },
        headers: { "x-request-id": requestId },
      }),
    );
    expect(broken.statusCode).toBe(500);
    const read = () =>
      request(ctx, { method: "GET", url: `/api/system-logs?request_id=${requestId}`, token: ctx.tokens.superadmin });
    const res = await eventually(async () => {
      const found = await read();
      return found.json().length ? found : undefined;
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("1");
    expect(res.json()).toEqual([
      expect.objectContaining({
        request_id: requestId,
        level: "error",
        status: 500,
        method: "POST",
        url: "/api/lead-services",
        user_id: ctx.userIds.admin,
      }),
    ]);
    expect(res.json()[0].message).toMatch(/audit_logs/);
    expect(res.json()[0].stack).toMatch(/at /);
  });
});
