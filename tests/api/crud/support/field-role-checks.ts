import { expect, it } from "vitest";
import { ROLES, getResource, mayChangeField } from "../../../../resources/index.js";
import type { FieldDef, ResourceDef, Role } from "../../../../resources/index.js";
import { expectedCan } from "../../../fixtures/role-matrix.js";
import { createRecord, sampleValue, uniqueToken } from "../../../fixtures/records.js";
import { relatedTarget } from "./related-targets.js";
import { message, request, type SuiteContext } from "./suite-context.js";

type Row = Record<string, any>;

// Fields only some roles may change once the row exists (FieldDef.editRoles, a ticket's client):
// every role the hand-written matrix lets edit the resource, but the declaration does not let
// change the field, is refused (403) with the field named, and the row stays exactly as it was;
// a role that may change it does, and the activity log keeps the change.
export function fieldRoleChecks(suite: () => SuiteContext, def: ResourceDef): void {
  const guarded = Object.entries(def.fields).filter(([, f]) => f.editRoles);
  for (const [name, field] of guarded) {
    for (const role of ROLES) {
      if (!expectedCan(def.name, role, "edit")) continue;
      const allowed = mayChangeField(field, [role]);
      const title = allowed
        ? `lets ${role} change ${name} of a row in its reach, and logs it`
        : `refuses ${role} changing ${name} of a row in its reach (403), and keeps the row`;
      it(title, async () => {
        const ctx = suite();
        const row = await rowInReach(ctx, def, role);
        const value = await otherValue(ctx, field, row[name]);
        const url = `/api/${def.name}/${row.id}`;
        const patch = (lang?: "es" | "en") =>
          request(ctx, { method: "PATCH", url, payload: { [name]: value }, token: ctx.tokens[role], lang });
        if (!allowed) {
          for (const lang of ["es", "en"] as const) {
            const res = await patch(lang);
            expect(res.statusCode, res.body).toBe(403);
            const label = message(lang, `resources:${def.name}.fields.${name}`);
            expect(res.json().message).toBe(message(lang, "errors:fieldForbidden", { field: label }));
          }
          const after = await request(ctx, { method: "GET", url: `/api/${def.name}/${row.id}` });
          expect(after.json()).toEqual({ ...row, _can: expect.any(Object) });
          return;
        }
        const res = await patch();
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()[name]).toEqual(value);
        const log = await ctx.db
          .selectFrom("audit_logs")
          .select(["user_id", "before", "after"])
          .where("resource", "=", def.name)
          .where("record_id", "=", String(row.id))
          .where("action", "=", "update")
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow();
        const json = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v) as Row;
        expect(log.user_id).toBe(ctx.userIds[role]);
        expect([json(log.before)[name], json(log.after)[name]]).toEqual([row[name] ?? null, value]);
      });
    }
  }
}

/** A row of `def` the role may edit: assigned to it (owner scope), of its client, or under its project. */
async function rowInReach(ctx: SuiteContext, def: ResourceDef, role: Role): Promise<Row> {
  const related = def.scope?.project || def.scope?.task;
  if ((role === "commercial" || role === "client") && related) return relatedTarget(ctx, def, role, "edit");
  const overrides: Row = {};
  if (role === "commercial" && def.scope?.owner) overrides[def.scope.owner] = ctx.userIds.commercial;
  if (role === "client" && def.scope?.client) overrides[def.scope.client] = ctx.clientId;
  return createRecord(ctx.admin, def, overrides);
}

/** A valid value of the field other than `current`: a new row for a reference. */
async function otherValue(ctx: SuiteContext, field: FieldDef, current: unknown): Promise<unknown> {
  if (field.type === "reference") {
    return (await createRecord(ctx.admin, getResource(field.reference!)!, {}, { onlyRequired: true })).id;
  }
  let value = sampleValue(field, uniqueToken());
  while (JSON.stringify(value) === JSON.stringify(current)) value = sampleValue(field, uniqueToken());
  return value;
}
