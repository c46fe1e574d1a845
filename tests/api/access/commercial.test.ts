import { expect, it } from "vitest";
import { getResource } from "../../../resources/index.js";
import { createRecord } from "../../fixtures/records.js";
import { roleBoundaries } from "./support/role-matrix.js";
import { request } from "../crud/support/suite-context.js";

// Commercial: reads the lists it works with, keeps clients (create and edit, never delete), and
// reads no log.
roleBoundaries("commercial", (suite) => {
  it("creates and edits clients, and its writes are in the activity log under its name", async () => {
    const ctx = suite();
    const token = ctx.tokens.commercial;
    const created = await request(ctx, { method: "POST", url: "/api/lead-clients", payload: { name: "Cliente comercial" }, token });
    expect(created.statusCode).toBe(201);
    const edited = await request(ctx, { method: "PATCH", url: `/api/lead-clients/${created.json().id}`, payload: { phone: "600111222" }, token });
    expect(edited.statusCode).toBe(200);
    const logs = await request(ctx, { method: "GET", url: `/api/logs?resource=lead-clients&record_id=${created.json().id}&_sort=id&_order=asc` });
    expect(logs.json().map((r: { action: string; user_id: number }) => [r.action, r.user_id])).toEqual([
      ["create", ctx.userIds.commercial],
      ["update", ctx.userIds.commercial],
    ]);
  });

  it("sees every client (its own row scope comes with leads, later)", async () => {
    const ctx = suite();
    const other = await createRecord(ctx.admin, getResource("lead-clients")!);
    const res = await request(ctx, { method: "GET", url: `/api/lead-clients/${other.id}`, token: ctx.tokens.commercial });
    expect(res.statusCode).toBe(200);
  });
});
