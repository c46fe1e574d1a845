import { expect, it } from "vitest";
import { can, type FieldDef, type ResourceDef } from "../../../../resources/index.js";
import { createRecord, createsByJson, sampleRecord } from "../../../fixtures/records.js";
import { message, request, type SuiteContext } from "./suite-context.js";

/** Two values of a date or date-time field, the first one day before the second. */
function dayApart(field: FieldDef): [string, string] {
  return field.type === "date" ? ["2024-03-09", "2024-03-10"] : ["2024-03-09T08:00:00.000Z", "2024-03-10T08:00:00.000Z"];
}

// FieldDef.notBefore ("ends on or after it starts"): refused with 422 on the later field, named
// with the other field's label in the caller's language, on create and on an edit of either one.
export function notBeforeChecks(suite: () => SuiteContext, def: ResourceDef): void {
  const url = `/api/${def.name}`;
  for (const [later, field] of Object.entries(def.fields)) {
    const earlier = field.notBefore;
    if (!earlier || !createsByJson(def) || !can(def, ["admin"], "edit")) continue;
    const expected = (lang: "es" | "en") => ({ [later]: [message(lang, "validation:notBefore", { field: message(lang, `resources:${def.name}.fields.${earlier}`) })] });

    it(`refuses ${later} before ${earlier} (422 validation:notBefore), on create and on either edit`, async () => {
      const ctx = suite();
      const [dayBefore, day] = dayApart(field);
      for (const lang of ["es", "en"] as const) {
        const body = await sampleRecord(ctx.admin, def, { [earlier]: day, [later]: dayBefore });
        const res = await request(ctx, { method: "POST", url, payload: body, lang });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors).toEqual(expected(lang));
      }
      expect(message("en", `resources:${def.name}.fields.${earlier}`)).not.toContain(".fields.");

      const row = await createRecord(ctx.admin, def, { [earlier]: day, [later]: day });
      expect(row[later]).toBe(day);
      // Each edit is compared with the other value as stored.
      const moveEnd = await request(ctx, { method: "PATCH", url: `${url}/${row.id}`, payload: { [later]: dayBefore }, lang: "en" });
      expect(moveEnd.statusCode).toBe(422);
      expect(moveEnd.json().errors).toEqual(expected("en"));
      const laterStart = field.type === "date" ? "2024-03-11" : "2024-03-11T08:00:00.000Z";
      const moveStart = await request(ctx, { method: "PATCH", url: `${url}/${row.id}`, payload: { [earlier]: laterStart }, lang: "en" });
      expect(moveStart.statusCode).toBe(422);
      expect(moveStart.json().errors).toEqual(expected("en"));
      const both = await request(ctx, { method: "PATCH", url: `${url}/${row.id}`, payload: { [earlier]: dayBefore, [later]: dayBefore } });
      expect(both.statusCode, both.body).toBe(200);
      if (!def.fields[later].required) {
        // Without one of the two values there is nothing to compare.
        const cleared = await request(ctx, { method: "PATCH", url: `${url}/${row.id}`, payload: { [later]: null, [earlier]: laterStart } });
        expect(cleared.statusCode, cleared.body).toBe(200);
      }
    });
  }
}
