import { expect, it } from "vitest";
import { roleBoundaries } from "./support/role-matrix.js";
import { insertLeadClient, qs, request, type SuiteContext } from "../crud/support/suite-context.js";
import { signedInUser } from "../../fixtures/users.js";

// Client: the portal. Its own client row only: another client's row is never read, by any route,
// and answers 404 (its existence stays hidden). Clients may not edit or delete clients at all, so
// those answer 403 for every row, theirs included: the answer reveals nothing about other rows.
roleBoundaries("client", (suite) => {
  const asClient = (
    ctx: SuiteContext,
    url: string,
    method: "GET" | "PATCH" | "DELETE" | "POST" = "GET",
    payload?: object,
  ) => request(ctx, { method, url, token: ctx.tokens.client, ...(payload ? { payload } : {}) });

  it("never reads another client's row: list, show, getMany, id filter, search, sort", async () => {
    const ctx = suite();
    const otherId = await insertLeadClient(ctx.db, "Competidor Secreto");
    const list = await asClient(ctx, "/api/lead-clients");
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([ctx.clientId]);
    expect(list.headers["x-total-count"]).toBe("1");
    expect((await asClient(ctx, `/api/lead-clients/${ctx.clientId}`)).statusCode).toBe(200);
    const show = await asClient(ctx, `/api/lead-clients/${otherId}`);
    expect(show.statusCode).toBe(404);
    expect(show.json()).toEqual({ message: expect.any(String) });
    const probes = [
      qs([["id", otherId]]),
      qs([
        ["id", ctx.clientId],
        ["id", otherId],
      ]),
      qs([["id_ne", ctx.clientId]]),
      qs([["id_gte", 0]]),
      qs([["q", "Competidor"]]),
      qs([["name_like", "secreto"]]),
      qs([["name", "Competidor Secreto"]]),
      qs([
        ["_sort", "name"],
        ["_order", "desc"],
        ["_start", 0],
        ["_end", 100],
      ]),
    ];
    for (const probe of probes) {
      const res = await asClient(ctx, `/api/lead-clients?${probe}`);
      expect(res.statusCode, probe).toBe(200);
      expect(
        res.json().map((r: { id: number }) => r.id),
        probe,
      ).not.toContain(otherId);
      expect(Number(res.headers["x-total-count"]), probe).toBeLessThanOrEqual(1);
    }
  });

  it("cannot create, change or delete any client row (403), and the rows stay as they were", async () => {
    const ctx = suite();
    const otherId = await insertLeadClient(ctx.db, "Otro");
    for (const id of [ctx.clientId, otherId]) {
      expect((await asClient(ctx, `/api/lead-clients/${id}`, "PATCH", { name: "Mío" })).statusCode).toBe(403);
      expect((await asClient(ctx, `/api/lead-clients/${id}`, "DELETE")).statusCode).toBe(403);
    }
    expect((await asClient(ctx, "/api/lead-clients", "POST", { name: "Nuevo" })).statusCode).toBe(403);
    const names = (
      await ctx.db.selectFrom("lead_clients").select("name").where("id", "in", [ctx.clientId, otherId]).execute()
    ).map((r) => r.name);
    expect(names.sort()).toEqual(["Otro", "Suite client"]);
  });

  it("follows a change of its client link at once, and sees nothing without one", async () => {
    const ctx = suite();
    const user = await signedInUser(ctx.app, ctx.test.database.handle.db, "client");
    const get = (url: string) => request(ctx, { method: "GET", url, token: user.token });
    expect((await get("/api/lead-clients")).json()).toEqual([]);
    const mine = await insertLeadClient(ctx.db, "Recién enlazado");
    await ctx.db.updateTable("users").set({ client_id: mine }).where("id", "=", user.id).execute();
    expect((await get("/api/lead-clients")).json().map((r: { id: number }) => r.id)).toEqual([mine]);
    expect((await get(`/api/lead-clients/${ctx.clientId}`)).statusCode).toBe(404);
  });
});
