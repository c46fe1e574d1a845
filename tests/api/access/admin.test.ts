import { expect, it } from "vitest";
import { roleBoundaries } from "./support/role-matrix.js";
import { ids, insertLeadClient, qs, request } from "../crud/support/suite-context.js";

// Admin: every declared resource and the activity log, but not the system log (system settings).
roleBoundaries("admin", (suite) => {
  it("sees every client's rows (no row scope): list, total and show", async () => {
    const ctx = suite();
    const others = [await insertLeadClient(ctx.db, "Cliente A"), await insertLeadClient(ctx.db, "Cliente B")];
    const every = [ctx.clientId, ...others];
    const res = await request(ctx, {
      method: "GET",
      url: `/api/lead-clients?${qs(every.map((id) => ["id", id]))}`,
      token: ctx.tokens.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json()).sort((a, b) => a - b)).toEqual([...every].sort((a, b) => a - b));
    expect(res.headers["x-total-count"]).toBe("3");
    const total = await ctx.db
      .selectFrom("lead_clients")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const all = await request(ctx, {
      method: "GET",
      url: "/api/lead-clients?_start=0&_end=1",
      token: ctx.tokens.admin,
    });
    expect(Number(all.headers["x-total-count"])).toBe(Number(total.n));
    for (const id of every)
      expect(
        (await request(ctx, { method: "GET", url: `/api/lead-clients/${id}`, token: ctx.tokens.admin })).json().id,
      ).toBe(id);
  });

  it("is refused the system log with the usual 403 answer", async () => {
    const res = await request(suite(), {
      method: "GET",
      url: "/api/system-logs",
      token: suite().tokens.admin,
      lang: "en",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
