import { expect, it } from "vitest";
import { columnOf, writableFields, type ResourceDef } from "../../../../resources/index.js";
import { expectedCan } from "../../../fixtures/role-matrix.js";
import { sampleValue, uniqueToken } from "../../../fixtures/records.js";
import type { RelatedRole } from "./related-targets.js";
import { targetFor } from "./access-checks.js";
import { request, type SuiteContext } from "./suite-context.js";

// Authored rows (RowScope.author): a user narrowed to its projects reads every row in reach, but
// changes or deletes only its own (403 on another's: it sees it); an admin changes anyone's.
export function authorChecks(suite: () => SuiteContext, def: ResourceDef): void {
  if (!def.scope?.author) return;
  const url = `/api/${def.name}`;
  const authorColumn = columnOf(def, def.scope.author);
  // A plain value to change: the rule is about who, not what.
  const change = writableFields(def).find(([, f]) => ["string", "text"].includes(f.type));

  for (const role of ["commercial", "client"] as const satisfies readonly RelatedRole[]) {
    const edits = expectedCan(def.name, role, "edit");
    const deletes = expectedCan(def.name, role, "delete");
    if (!edits && !deletes) continue;
    const patchOf = () => (change ? { [change[0]]: sampleValue(change[1], uniqueToken()) } : {});

    it(
      `lets ${role} ${[edits && "edit", deletes && "delete"].filter(Boolean).join(" and ")} only its own rows (403 `
        + `on another's, which it reads); an admin changes anyone's`,
      async () => {
        const ctx = suite();
        const token = ctx.tokens[role];
        // Written by the admin, in the role's reach.
        const theirs = await targetFor(ctx, def, role, "show");
        const mine = await targetFor(ctx, def, role, edits ? "edit" : "delete");
        const authors = await ctx.db
          .selectFrom(def.table)
          .select(["id", authorColumn])
          .where("id", "in", [theirs.id, mine.id])
          .execute();
        expect(Object.fromEntries(authors.map((r) => [r.id, r[authorColumn]]))).toEqual({
          [theirs.id]: ctx.userIds.admin,
          [mine.id]: ctx.userIds[role],
        });
        expect((await request(ctx, { method: "GET", url: `${url}/${theirs.id}`, token })).statusCode).toBe(200);

        if (edits) {
          const refused = await request(ctx, {
            method: "PATCH",
            url: `${url}/${theirs.id}`,
            payload: patchOf(),
            token,
            lang: "en",
          });
          expect(refused.statusCode, refused.body).toBe(403);
          expect(refused.json()).toEqual({ message: expect.any(String) });
          expect((await request(ctx, { method: "GET", url: `${url}/${theirs.id}` })).json()).toEqual({
            ...theirs,
            _can: expect.any(Object),
          });
          const own = await request(ctx, { method: "PATCH", url: `${url}/${mine.id}`, payload: patchOf(), token });
          expect(own.statusCode, own.body).toBe(200);
          const byAdmin = await request(ctx, { method: "PATCH", url: `${url}/${mine.id}`, payload: patchOf() });
          expect(byAdmin.statusCode, byAdmin.body).toBe(200);
          // The author stays who wrote it, whoever changes the row.
          expect(byAdmin.json()[def.scope!.author!]).toBe(ctx.userIds[role]);
        }
        if (deletes) {
          expect((await request(ctx, { method: "DELETE", url: `${url}/${theirs.id}`, token })).statusCode).toBe(403);
          expect((await request(ctx, { method: "GET", url: `${url}/${theirs.id}` })).statusCode).toBe(200);
          expect((await request(ctx, { method: "DELETE", url: `${url}/${mine.id}`, token })).statusCode).toBe(200);
          expect((await request(ctx, { method: "GET", url: `${url}/${mine.id}` })).statusCode).toBe(404);
          const another = await targetFor(ctx, def, role, "delete");
          expect((await request(ctx, { method: "DELETE", url: `${url}/${another.id}` })).statusCode).toBe(200);
        }
      },
    );
  }
}
