import { expect, it } from "vitest";
import { getResource, writableFields, type ResourceDef } from "../../../../resources/index.js";
import { expectedCan } from "../../../fixtures/role-matrix.js";
import { createRecord } from "../../../fixtures/records.js";
import { relatedTarget, type RelatedRole } from "./related-targets.js";
import { insertLeadClient, message, request, type SuiteContext } from "./suite-context.js";

// A scoped user may change a row in its scope, but never move it out: a row that follows a
// project or a task cannot be put under one out of the user's reach (422 on the field, like an id
// that does not exist), and a client's row keeps its client whatever the body says.
export function scopeMoveChecks(suite: () => SuiteContext, def: ResourceDef): void {
  const url = `/api/${def.name}`;
  const owner = def.scope?.project ?? def.scope?.task;
  // Every field naming a project or a task is checked, not only the owner (a dependency's other task).
  const links =
    owner && owner !== "id"
      ? writableFields(def).filter(([, f]) => f.reference === "projects" || f.reference === "tasks")
      : [];

  for (const role of ["commercial", "client"] as const satisfies readonly RelatedRole[]) {
    if (!links.length || !expectedCan(def.name, role, "edit")) continue;
    for (const [field, f] of links) {
      it(
        `refuses ${role} moving a row to a ${f.reference === "projects" ? "project" : "task"} out of its reach by `
          + `PATCH ${field} (422), and keeps the row`,
        async () => {
          const ctx = suite();
          const row = await relatedTarget(ctx, def, role, "edit");
          // An admin's project (or task under one): no client, no manager, no task of anyone's.
          const outside = await createRecord(ctx.admin, getResource(f.reference!)!, {}, { onlyRequired: true });
          for (const lang of ["es", "en"] as const) {
            const res = await request(ctx, {
              method: "PATCH",
              url: `${url}/${row.id}`,
              payload: { [field]: outside.id },
              token: ctx.tokens[role],
              lang,
            });
            expect(res.statusCode, res.body).toBe(422);
            expect(res.json().errors[field]).toEqual([message(lang, "validation:reference")]);
          }
          expect((await request(ctx, { method: "GET", url: `${url}/${row.id}` })).json()).toEqual({
            ...row,
            _can: expect.any(Object),
          });
        },
      );
    }
  }

  const clientField = def.scope?.client;
  const writable = clientField && writableFields(def).some(([name]) => name === clientField);
  if (writable && expectedCan(def.name, "client", "edit")) {
    it(`keeps a client's row its own when a PATCH names another client in ${clientField}`, async () => {
      const ctx = suite();
      const row = await createRecord(ctx.admin, def, { [clientField]: ctx.clientId });
      const other = await insertLeadClient(ctx.db, "Another client");
      const res = await request(ctx, {
        method: "PATCH",
        url: `${url}/${row.id}`,
        payload: { [clientField]: other },
        token: ctx.tokens.client,
      });
      expect([200, 422], res.body).toContain(res.statusCode);
      expect((await request(ctx, { method: "GET", url: `${url}/${row.id}` })).json()[clientField]).toBe(ctx.clientId);
    });
  }
}
