import { expect, it } from "vitest";
import { getResource, writableFields, type ResourceDef } from "../../../../resources/index.js";
import { expectedCan } from "../../../fixtures/role-matrix.js";
import { createRecord, createsByJson, sampleRecord } from "../../../fixtures/records.js";
import { message, request, type SuiteContext } from "./suite-context.js";

// A reference to a resource narrowed to fixed rows (team members: staff users only) points inside
// them: a project manager, a task's or an issue's assignee is a staff user. A client user's id is
// refused like an id that does not exist (422 on the field), on create and on edit.
export function staffReferenceChecks(suite: () => SuiteContext, def: ResourceDef): void {
  const url = `/api/${def.name}`;
  const fields = writableFields(def).filter(
    ([, f]) => f.type === "reference" && getResource(f.reference!)?.scope?.rows === "staff",
  );
  for (const [field] of fields) {
    it(
      `refuses a client user as ${field}, which must be a staff user (422 validation:reference), on create and `
        + `edit`,
      async () => {
        const ctx = suite();
        const client = ctx.userIds.client;
        const before = await ctx.db
          .selectFrom(def.table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        if (createsByJson(def) && expectedCan(def.name, "admin", "create")) {
          for (const lang of ["es", "en"] as const) {
            const res = await request(ctx, {
              method: "POST",
              url,
              payload: await sampleRecord(ctx.admin, def, { [field]: client }),
              lang,
            });
            expect(res.statusCode, res.body).toBe(422);
            expect(res.json().errors).toEqual({ [field]: [message(lang, "validation:reference")] });
          }
        }
        const row = await createRecord(ctx.admin, def);
        if (expectedCan(def.name, "admin", "edit")) {
          const res = await request(ctx, {
            method: "PATCH",
            url: `${url}/${row.id}`,
            payload: { [field]: client },
            lang: "en",
          });
          expect(res.statusCode, res.body).toBe(422);
          expect(res.json().errors).toEqual({ [field]: [message("en", "validation:reference")] });
          expect((await request(ctx, { method: "GET", url: `${url}/${row.id}` })).json()[field]).toBe(row[field]);
        }
        const after = await ctx.db
          .selectFrom(def.table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n) + 1);
      },
    );
  }
}
