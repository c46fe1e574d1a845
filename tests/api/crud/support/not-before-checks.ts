import { expect, it } from "vitest";
import { can, type FieldDef, type ResourceDef } from "../../../../resources/index.js";
import { createRecord, createsByJson, sampleRecord } from "../../../fixtures/records.js";
import { message, request, type SuiteContext } from "./suite-context.js";

/**
 * Values of a date, date-time or time field for the checks: `before` is earlier than `start`,
 * `end` is fine after `start` (the same day; a later time, since a class that ends when it starts
 * may be refused by its table), `laterStart` is past `end`, and `both` is a valid pair set at once.
 */
function valuesFor(field: FieldDef): {
  before: string;
  start: string;
  end: string;
  laterStart: string;
  both: [string, string];
} {
  if (field.type === "time")
    return { before: "09:00", start: "10:30", end: "11:00", laterStart: "12:00", both: ["09:00", "10:30"] };
  if (field.type === "date")
    return {
      before: "2024-03-09",
      start: "2024-03-10",
      end: "2024-03-10",
      laterStart: "2024-03-11",
      both: ["2024-03-09", "2024-03-09"],
    };
  const at = (day: string) => `2024-03-${day}T08:00:00.000Z`;
  return { before: at("09"), start: at("10"), end: at("10"), laterStart: at("11"), both: [at("09"), at("09")] };
}

// FieldDef.notBefore ("ends on or after it starts"): refused with 422 on the later field, named
// with the other field's label in the caller's language, on create and on an edit of either one.
export function notBeforeChecks(suite: () => SuiteContext, def: ResourceDef): void {
  const url = `/api/${def.name}`;
  for (const [later, field] of Object.entries(def.fields)) {
    const earlier = field.notBefore;
    if (!earlier || !createsByJson(def) || !can(def, ["admin"], "edit")) continue;
    const expected = (lang: "es" | "en") => ({
      [later]: [
        message(lang, "validation:notBefore", { field: message(lang, `resources:${def.name}.fields.${earlier}`) }),
      ],
    });

    it(`refuses ${later} before ${earlier} (422 validation:notBefore), on create and on either edit`, async () => {
      const ctx = suite();
      const {
        before,
        start,
        end,
        laterStart,
        both: [bothEarlier, bothLater],
      } = valuesFor(field);
      for (const lang of ["es", "en"] as const) {
        const body = await sampleRecord(ctx.admin, def, { [earlier]: start, [later]: before });
        const res = await request(ctx, { method: "POST", url, payload: body, lang });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors).toEqual(expected(lang));
      }
      expect(message("en", `resources:${def.name}.fields.${earlier}`)).not.toContain(".fields.");

      const row = await createRecord(ctx.admin, def, { [earlier]: start, [later]: end });
      expect(row[later]).toBe(end);
      // Each edit is compared with the other value as stored.
      const moveEnd = await request(ctx, {
        method: "PATCH",
        url: `${url}/${row.id}`,
        payload: { [later]: before },
        lang: "en",
      });
      expect(moveEnd.statusCode).toBe(422);
      expect(moveEnd.json().errors).toEqual(expected("en"));
      const moveStart = await request(ctx, {
        method: "PATCH",
        url: `${url}/${row.id}`,
        payload: { [earlier]: laterStart },
        lang: "en",
      });
      expect(moveStart.statusCode).toBe(422);
      expect(moveStart.json().errors).toEqual(expected("en"));
      const both = await request(ctx, {
        method: "PATCH",
        url: `${url}/${row.id}`,
        payload: { [earlier]: bothEarlier, [later]: bothLater },
      });
      expect(both.statusCode, both.body).toBe(200);
      if (!def.fields[later].required) {
        // Without one of the two values there is nothing to compare.
        const cleared = await request(ctx, {
          method: "PATCH",
          url: `${url}/${row.id}`,
          payload: { [later]: null, [earlier]: laterStart },
        });
        expect(cleared.statusCode, cleared.body).toBe(200);
      }
    });
  }
}
