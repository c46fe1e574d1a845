import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { ids, list, message, openSuite, request, type SuiteContext } from "./support/suite-context.js";

// A `tags` field (free labels in a text[] column), on tickets: saved trimmed, validated label by
// label, and filtered by "holds any of them". Tickets are written straight to the table: their
// token is the support module's to set, and the labels are written through PATCH, the same
// write path a POST takes.

async function insertTicket(ctx: SuiteContext, title: string): Promise<number> {
  const token = crypto.randomBytes(12).toString("hex");
  const row = await ctx.db
    .insertInto("tickets")
    .values({ token, title, description: "Tags test" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id as number;
}

async function current(ctx: SuiteContext, id: number): Promise<Record<string, any>> {
  return (await request(ctx, { method: "GET", url: `/api/tickets/${id}` })).json();
}

function setTags(ctx: SuiteContext, id: number, tags: unknown, lang = "en") {
  return request(ctx, { method: "PATCH", url: `/api/tickets/${id}`, payload: { tags }, lang });
}

for (const kind of DATABASE_KINDS) {
  describe(`tags field on ${kind}`, () => {
    let ctx: SuiteContext;
    beforeAll(async () => {
      ctx = await openSuite(kind);
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    it("starts empty, saves labels trimmed and in order, reads them back as an array", async () => {
      const id = await insertTicket(ctx, "Trimmed labels");
      expect((await current(ctx, id)).tags).toEqual([]);
      const res = await setTags(ctx, id, ["  urgente ", "facturación", "a,b", 'with "quotes" {x}']);
      expect(res.statusCode, res.body).toBe(200);
      const saved = ["urgente", "facturación", "a,b", 'with "quotes" {x}'];
      expect(res.json().tags).toEqual(saved);
      expect((await current(ctx, id)).tags).toEqual(saved);
      const row = await ctx.db.selectFrom("tickets").select("tags").where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.tags).toEqual(saved);
      expect((await setTags(ctx, id, [])).json().tags).toEqual([]);
    });

    it("refuses blank, too long, repeated, non-text, too many labels and null (422, nothing saved)", async () => {
      const id = await insertTicket(ctx, "Invalid labels");
      await setTags(ctx, id, ["kept"]);
      const bad: unknown[] = [
        ["   "],
        [""],
        ["x".repeat(41)],
        ["dup", " dup"],
        [1],
        Array.from({ length: 21 }, (_, i) => `t${i}`),
        null,
        "single",
        ["nul\u0000"],
      ];
      for (const tags of bad) {
        const res = await setTags(ctx, id, tags);
        expect(res.statusCode, JSON.stringify(tags)).toBe(422);
        expect(Object.keys(res.json().errors), JSON.stringify(tags)).toEqual(["tags"]);
      }
      expect((await current(ctx, id)).tags).toEqual(["kept"]);
      expect((await setTags(ctx, id, ["x".repeat(40)])).statusCode).toBe(200);
      expect(
        (
          await setTags(
            ctx,
            id,
            Array.from({ length: 20 }, (_, i) => `t${i}`),
          )
        ).statusCode,
      ).toBe(200);
    });

    it("says why in the reader's language", async () => {
      const id = await insertTicket(ctx, "Localized");
      const res = await setTags(ctx, id, ["x".repeat(41)], "es");
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.tags[0]).toBe(message("es", "validation:maxLength", { max: 40 }));
    });

    it("filters by tags: one label, any of several, not holding, trimmed; never by like or range", async () => {
      const token = crypto.randomBytes(4).toString("hex");
      const [x, y, z] = ["x", "y", "z"].map((w) => `${w}-${token}`);
      const a = await insertTicket(ctx, "Holds x and y");
      const b = await insertTicket(ctx, "Holds y");
      const c = await insertTicket(ctx, "Holds z");
      const d = await insertTicket(ctx, "Holds none");
      for (const [id, tags] of [
        [a, [x, y]],
        [b, [y]],
        [c, [z]],
      ] as const)
        expect((await setTags(ctx, id, tags)).statusCode).toBe(200);
      const found = async (query: string) => ids((await list(ctx, `/api/tickets?${query}`)).rows).sort((p, q) => p - q);
      expect(await found(`tags=${x}`)).toEqual([a]);
      expect(await found(`tags=${y}`)).toEqual([a, b]);
      expect(await found(`tags=${x}&tags=${z}`)).toEqual([a, c]);
      expect(await found(`tags=%20${z}%20`)).toEqual([c]);
      expect(await found(`tags=${x}-other`)).toEqual([]);
      expect(await found(`tags_ne=${y}&id=${a}&id=${b}&id=${c}&id=${d}`)).toEqual([c, d]);
      // A label written like SQL or an array literal is only a label.
      expect(await found(`tags=${encodeURIComponent("{a,b}")}`)).toEqual([]);
      expect(await found(`tags=${encodeURIComponent("') or true --")}`)).toEqual([]);
      for (const query of [`tags_like=${x}`, `tags_gte=${x}`])
        expect((await request(ctx, { method: "GET", url: `/api/tickets?${query}` })).statusCode, query).toBe(400);
    });
  });
}
