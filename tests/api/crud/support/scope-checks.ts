import { expect, it } from "vitest";
import type { ResourceDef } from "../../../../resources/index.js";
import { expectedCan } from "../../../fixtures/role-matrix.js";
import { createRecord, revealedToClients } from "../../../fixtures/records.js";
import { signedInUser } from "../../../fixtures/users.js";
import { relatedScopeChecks } from "./related-scope-checks.js";
import { ids, insertLeadClient, qs, request, type SuiteContext } from "./suite-context.js";

// Row scope (resources with `scope.client`): a client user reaches the rows of its own client
// and no other, by any route; rows out of scope answer 404 so their existence stays hidden.
// Rows that follow a project or a task: related-scope-checks.ts.
export function scopeChecks(suite: () => SuiteContext, def: ResourceDef): void {
  relatedScopeChecks(suite, def);
  const scoped = def.scope?.client;
  if (!scoped || !expectedCan(def.name, "client", "list")) return;
  const field: string = scoped;
  const url = `/api/${def.name}`;
  // RowScope.shared (an offer): rows holding the shared value are every client's; the others
  // only those of the clients listed in the (references) scope field, which clients never read.
  const shared = def.scope?.shared;
  const privateValue = shared ? def.fields[shared.field].options!.find((o) => o !== shared.value)! : undefined;
  const inScopeOf = (clientId: number) =>
    shared ? { [field]: [clientId], [shared.field]: privateValue } : { [field]: clientId };

  /** One row in the suite client's scope and one in another client's. */
  async function ownAndOther(ctx: SuiteContext) {
    const otherClient = await insertLeadClient(ctx.db, "Other client");
    if (field === "id") {
      const own = (await request(ctx, { method: "GET", url: `${url}/${ctx.clientId}` })).json();
      const other = (await request(ctx, { method: "GET", url: `${url}/${otherClient}` })).json();
      return { own, other };
    }
    const own = await revealedToClients(ctx.admin, def, await createRecord(ctx.admin, def, inScopeOf(ctx.clientId)));
    const other = await revealedToClients(ctx.admin, def, await createRecord(ctx.admin, def, inScopeOf(otherClient)));
    return { own, other };
  }

  const asClient = (ctx: SuiteContext, method: "GET" | "PATCH" | "DELETE", path: string, payload?: object) =>
    request(ctx, { method, url: path, token: ctx.tokens.client, ...(payload ? { payload } : {}) });

  it("shows a client only its own rows: list, total, show, getMany, id filter and search", async () => {
    const ctx = suite();
    const { own, other } = await ownAndOther(ctx);
    // Newest first: the own row is on the first page however many shared rows other tests made.
    const listed = await asClient(ctx, "GET", `${url}?_start=0&_end=100&_sort=id&_order=desc`);
    expect(listed.statusCode).toBe(200);
    if (shared) {
      expect(listed.json().every((r: Record<string, unknown>) => !(field in r))).toBe(true);
      expect(ids(listed.json())).not.toContain(other.id);
    } else expect(listed.json().every((r: Record<string, unknown>) => r[field] === ctx.clientId)).toBe(true);
    expect(ids(listed.json())).toContain(own.id);
    if (!shared) expect(Number(listed.headers["x-total-count"])).toBe(listed.json().length);
    expect((await asClient(ctx, "GET", `${url}/${own.id}`)).statusCode).toBe(200);
    expect((await asClient(ctx, "GET", `${url}/${other.id}`)).statusCode).toBe(404);
    const many = await asClient(
      ctx,
      "GET",
      `${url}?${qs([
        ["id", own.id],
        ["id", other.id],
      ])}`,
    );
    expect(ids(many.json())).toEqual([own.id]);
    const byId = await asClient(ctx, "GET", `${url}?${qs([["id", other.id]])}`);
    expect(byId.json()).toEqual([]);
    expect(byId.headers["x-total-count"]).toBe("0");
    const label = String(other[def.labelField]);
    if (def.list.search.includes(def.labelField))
      expect(ids((await asClient(ctx, "GET", `${url}?${qs([["q", label]])}`)).json())).not.toContain(other.id);
  });

  it(
    "never lets a client change or delete another client's " + "row (404, or 403 when the role may not at all)",
    async () => {
      const ctx = suite();
      const { other } = await ownAndOther(ctx);
      const edit = await asClient(ctx, "PATCH", `${url}/${other.id}`, { version: other.version });
      expect(edit.statusCode).toBe(expectedCan(def.name, "client", "edit") ? 404 : 403);
      const del = await asClient(ctx, "DELETE", `${url}/${other.id}`);
      expect(del.statusCode).toBe(expectedCan(def.name, "client", "delete") ? 404 : 403);
      expect((await request(ctx, { method: "GET", url: `${url}/${other.id}` })).statusCode).toBe(200);
    },
  );

  it("shows a client user linked to no client no rows at all", async () => {
    const ctx = suite();
    const lonely = await signedInUser(ctx.app, ctx.test.database.handle.db, "client");
    const { own } = await ownAndOther(ctx);
    const listed = await request(ctx, {
      method: "GET",
      url: `${url}?_start=0&_end=100&_sort=id&_order=desc`,
      token: lonely.token,
    });
    expect(listed.statusCode).toBe(200);
    if (shared)
      expect(listed.json().every((r: Record<string, unknown>) => r[shared.field] === shared.value)).toBe(true);
    else expect(listed.json()).toEqual([]);
    if (!shared) expect(listed.headers["x-total-count"]).toBe("0");
    expect((await request(ctx, { method: "GET", url: `${url}/${own.id}`, token: lonely.token })).statusCode).toBe(404);
  });

  if (shared) {
    it(`shows every client the rows whose ${shared.field} is ${shared.value}`, async () => {
      const ctx = suite();
      const open = await createRecord(ctx.admin, def, { [shared.field]: shared.value });
      const lonely = await signedInUser(ctx.app, ctx.test.database.handle.db, "client");
      for (const token of [ctx.tokens.client, lonely.token]) {
        expect((await request(ctx, { method: "GET", url: `${url}/${open.id}`, token })).statusCode).toBe(200);
        expect(
          ids((await request(ctx, { method: "GET", url: `${url}?${qs([["id", open.id]])}`, token })).json()),
        ).toEqual([open.id]);
      }
    });
  }
}
