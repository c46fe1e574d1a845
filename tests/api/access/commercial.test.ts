import { expect, it } from "vitest";
import { getResource } from "../../../resources/index.js";
import { createRecord } from "../../fixtures/records.js";
import { roleBoundaries } from "./support/role-matrix.js";
import { ids, insertLeadClient, qs, request } from "../crud/support/suite-context.js";

// Commercial: reads the lists it works with, keeps clients (create and edit, never delete), and
// reads no log.
roleBoundaries("commercial", (suite) => {
  it("creates and edits clients, and its writes are in the activity log under its name", async () => {
    const ctx = suite();
    const token = ctx.tokens.commercial;
    const created = await request(ctx, {
      method: "POST",
      url: "/api/lead-clients",
      payload: { name: "Cliente comercial" },
      token,
    });
    expect(created.statusCode).toBe(201);
    const edited = await request(ctx, {
      method: "PATCH",
      url: `/api/lead-clients/${created.json().id}`,
      payload: { phone: "600111222" },
      token,
    });
    expect(edited.statusCode).toBe(200);
    const logs = await request(ctx, {
      method: "GET",
      url: `/api/logs?resource=lead-clients&record_id=${created.json().id}&_sort=id&_order=asc`,
    });
    expect(logs.json().map((r: { action: string; user_id: number }) => [r.action, r.user_id])).toEqual([
      ["create", ctx.userIds.commercial],
      ["update", ctx.userIds.commercial],
    ]);
  });

  it("sees every client (its own row scope comes with leads, later): list, total and show", async () => {
    const ctx = suite();
    const others = [
      await insertLeadClient(ctx.db, "Cliente ajeno"),
      (await createRecord(ctx.admin, getResource("lead-clients")!)).id,
    ];
    const every = [ctx.clientId, ...others];
    const token = ctx.tokens.commercial;
    const res = await request(ctx, {
      method: "GET",
      url: `/api/lead-clients?${qs(every.map((id) => ["id", id]))}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json()).sort((a, b) => a - b)).toEqual([...every].sort((a, b) => a - b));
    const total = await ctx.db
      .selectFrom("lead_clients")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const all = await request(ctx, { method: "GET", url: "/api/lead-clients?_start=0&_end=1", token });
    expect(Number(all.headers["x-total-count"])).toBe(Number(total.n));
    for (const id of every)
      expect((await request(ctx, { method: "GET", url: `/api/lead-clients/${id}`, token })).json().id).toBe(id);
  });
});
