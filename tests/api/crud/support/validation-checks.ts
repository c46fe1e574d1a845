import { expect, it } from "vitest";
import { can, isServerField, writableFields, type ResourceDef } from "../../../../resources/index.js";
import { createRecord, createsByJson, sampleRecord } from "../../../fixtures/records.js";
import { notBeforeChecks } from "./not-before-checks.js";
import { message, request, type SuiteContext } from "./suite-context.js";

// What a form sends wrong: unknown or read-only fields, missing or blank required fields,
// duplicates. Each is a 422 naming the field, in the caller's language. Resources whose rows are
// not created from JSON (uploads) are checked on their PATCH; read-only lists have no body at all.
export function validationChecks(suite: () => SuiteContext, def: ResourceDef): void {
  const url = `/api/${def.name}`;
  const byPost = createsByJson(def);
  const byPatch = can(def, ["admin"], "edit");
  // Values the server keeps: bookkeeping, counts, lookups, the signed-in user (author).
  const serverFields = [
    "id",
    "created_at",
    "version",
    ...Object.keys(def.fields).filter(
      (f) => f !== "id" && f !== "created_at" && f !== "version" && isServerField(def.fields[f]),
    ),
  ];

  if (byPost || byPatch)
    it(
      "refuses unknown and server-kept body fields: read-only, counts, lookups, author (422 "
        + "validation:unknownField)",
      async () => {
        const ctx = suite();
        const body = byPost ? await sampleRecord(ctx.admin, def) : {};
        const row = await createRecord(ctx.admin, def);
        // A PATCH may send the version it read.
        for (const extra of ["bogus", ...serverFields].filter((f) => byPost || f !== "version")) {
          const res = byPost
            ? await request(ctx, { method: "POST", url, payload: { ...body, [extra]: 1 }, lang: "en" })
            : await request(ctx, { method: "PATCH", url: `${url}/${row.id}`, payload: { [extra]: 1 }, lang: "en" });
          expect(res.statusCode, extra).toBe(422);
          expect(res.json().errors[extra], extra).toEqual([message("en", "validation:unknownField", { field: extra })]);
        }
        const patch = await request(ctx, { method: "PATCH", url: `${url}/${row.id}`, payload: { bogus: true } });
        expect(patch.statusCode).toBe(422);
        expect(Object.keys(patch.json().errors)).toEqual(["bogus"]);
      },
    );

  notBeforeChecks(suite, def);

  const required = writableFields(def).filter(([, f]) => f.required);
  if (!byPost) {
    for (const [name] of can(def, ["admin"], "edit") ? required : []) {
      it(`requires ${name}: null on PATCH is 422 with the localized message`, async () => {
        const ctx = suite();
        const row = await createRecord(ctx.admin, def);
        const patch = await request(ctx, {
          method: "PATCH",
          url: `${url}/${row.id}`,
          payload: { [name]: null },
          lang: "en",
        });
        expect(patch.statusCode).toBe(422);
        expect(patch.json().errors).toEqual({ [name]: ["This field is required"] });
      });
    }
    return;
  }
  for (const [name, field] of required) {
    it(
      `requires ${name}: missing, null${field.type === "reference" ? "" : " or blank"} is 422 with the localized `
        + `message`,
      async () => {
        const ctx = suite();
        const body = await sampleRecord(ctx.admin, def);
        const { [name]: _omitted, ...without } = body;
        const variants: Record<string, unknown>[] = [without, { ...body, [name]: null }];
        if (field.type !== "reference") variants.push({ ...body, [name]: "   " });
        for (const payload of variants) {
          for (const lang of ["es", "en"] as const) {
            const res = await request(ctx, { method: "POST", url, payload, lang });
            expect(res.statusCode, JSON.stringify(payload)).toBe(422);
            expect(res.json().errors, `${lang} ${JSON.stringify(payload)}`).toEqual({
              [name]: [message(lang, "validation:required")],
            });
          }
        }
        expect(message("es", "validation:required")).toBe("Este campo es obligatorio");
        expect(message("en", "validation:required")).toBe("This field is required");
        const row = await createRecord(ctx.admin, def);
        const patch = await request(ctx, {
          method: "PATCH",
          url: `${url}/${row.id}`,
          payload: { [name]: null },
          lang: "en",
        });
        expect(patch.statusCode).toBe(422);
        expect(patch.json().errors).toEqual({ [name]: ["This field is required"] });
      },
    );
  }

  // Only declared where there is a text field to send: a check with nothing to check is no check.
  const text = writableFields(def).find(([, f]) => ["string", "text"].includes(f.type));
  if (text)
    it(`saves text trimmed (${text[0]})`, async () => {
      const ctx = suite();
      const [name] = text;
      const body = await sampleRecord(ctx.admin, def);
      expect(body[name]).toMatch(/\S/);
      const res = await request(ctx, { method: "POST", url, payload: { ...body, [name]: `  ${body[name]}\n` } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()[name]).toBe(body[name]);
      const patch = await request(ctx, {
        method: "PATCH",
        url: `${url}/${res.json().id}`,
        payload: { [name]: `\t${body[name]}  ` },
      });
      expect(patch.statusCode, patch.body).toBe(200);
      expect(patch.json()[name]).toBe(body[name]);
    });

  for (const [name] of writableFields(def).filter(([, f]) => f.unique)) {
    it(`refuses a duplicate ${name}, whatever its case (422 validation:unique)`, async () => {
      const ctx = suite();
      const row = await createRecord(ctx.admin, def);
      const duplicate = typeof row[name] === "string" ? row[name].toUpperCase() : row[name];
      const body = await sampleRecord(ctx.admin, def, { [name]: duplicate });
      for (const lang of ["es", "en"] as const) {
        const res = await request(ctx, { method: "POST", url, payload: body, lang });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ [name]: [message(lang, "validation:unique")] });
      }
      const other = await createRecord(ctx.admin, def);
      const patch = await request(ctx, { method: "PATCH", url: `${url}/${other.id}`, payload: { [name]: row[name] } });
      expect(patch.statusCode).toBe(422);
      expect(Object.keys(patch.json().errors)).toEqual([name]);
    });
  }
}
