import { expect, it } from "vitest";
import type { ResourceDef } from "../../../../resources/index.js";
import { expectedCan } from "../../../fixtures/role-matrix.js";
import { createRecord } from "../../../fixtures/records.js";
import { relatedTarget, type RelatedRole } from "./related-targets.js";
import { ids, qs, request, type SuiteContext } from "./suite-context.js";

// Rows that follow a project or a task (RowScope.project/task): a client or commercial user
// reaches the rows under its projects and no other, by any route; rows out of reach answer 404.
// The rules in detail (managing against having a task, authors, internal comments) are in
// tests/api/access/projects-scope.test.ts.
export function relatedScopeChecks(suite: () => SuiteContext, def: ResourceDef): void {
  if (!def.scope?.project && !def.scope?.task) return;
  const url = `/api/${def.name}`;
  for (const role of ["client", "commercial"] as const satisfies readonly RelatedRole[]) {
    if (!expectedCan(def.name, role, "list")) continue;
    const as = (ctx: SuiteContext, method: "GET" | "PATCH" | "DELETE", path: string, payload?: object) =>
      request(ctx, { method, url: path, token: ctx.tokens[role], ...(payload ? { payload } : {}) });

    it(`shows ${role} only rows of its projects: list, total, show, getMany, id filter`, async () => {
      const ctx = suite();
      const own = await relatedTarget(ctx, def, role, "show");
      // An admin's row under a new project: no client, no manager, no task of anyone's.
      const other = await createRecord(ctx.admin, def);
      const listed = await as(
        ctx,
        "GET",
        `${url}?${qs([
          ["id", own.id],
          ["id", other.id],
        ])}`,
      );
      expect(listed.statusCode).toBe(200);
      expect(ids(listed.json())).toEqual([own.id]);
      expect(listed.headers["x-total-count"]).toBe("1");
      const all = await as(ctx, "GET", `${url}?_start=0&_end=100&_sort=id&_order=desc`);
      expect(ids(all.json())).toContain(own.id);
      expect(ids(all.json())).not.toContain(other.id);
      expect((await as(ctx, "GET", `${url}/${own.id}`)).statusCode).toBe(200);
      expect((await as(ctx, "GET", `${url}/${other.id}`)).statusCode).toBe(404);
      const byId = await as(ctx, "GET", `${url}?${qs([["id", other.id]])}`);
      expect(byId.json()).toEqual([]);
      expect(byId.headers["x-total-count"]).toBe("0");
    });

    it(
      `never lets ${role} change or delete a row out of ` + `reach (404, or 403 when the role may not at all)`,
      async () => {
        const ctx = suite();
        const other = await createRecord(ctx.admin, def);
        const edit = await as(ctx, "PATCH", `${url}/${other.id}`, { version: other.version });
        expect(edit.statusCode).toBe(expectedCan(def.name, role, "edit") ? 404 : 403);
        const del = await as(ctx, "DELETE", `${url}/${other.id}`);
        expect(del.statusCode).toBe(expectedCan(def.name, role, "delete") ? 404 : 403);
        expect((await request(ctx, { method: "GET", url: `${url}/${other.id}` })).statusCode).toBe(200);
      },
    );
  }
}
