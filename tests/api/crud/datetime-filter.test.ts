import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { getResource } from "../../../resources/index.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createRecord } from "../../fixtures/records.js";
import { ids, list, openSuite, qs, type SuiteContext } from "./support/suite-context.js";

// A datetime filter reads the instant the API wrote, in milliseconds, as that whole millisecond:
// a created_at PostgreSQL keeps to the microsecond (now()) must still equal, and fall within
// "until", the value its own row was answered with.
const leads = getResource("leads")!;

for (const kind of DATABASE_KINDS) {
  describe(`datetime filters on ${kind}`, () => {
    let ctx: SuiteContext;
    let id: number;
    let shown: string;
    beforeAll(async () => {
      ctx = await openSuite(kind);
      id = (await createRecord(ctx.admin, leads)).id;
      await sql`update leads set created_at = '2026-03-04T10:20:30.123456Z' where id = ${id}`.execute(ctx.db);
      shown = (await list(ctx, `/api/leads?${qs([["id", id]])}`)).rows[0].created_at;
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    const found = async (params: [string, unknown][]) =>
      ids((await list(ctx, `/api/leads?${qs([...params, ["id", id]])}`)).rows);

    it("answers the instant to the millisecond", () => {
      expect(shown).toBe("2026-03-04T10:20:30.123Z");
    });

    it("finds the row by the instant it was answered with: equal, not different, from and until it", async () => {
      expect(await found([["created_at", shown]])).toEqual([id]);
      expect(
        await found([
          ["created_at", shown],
          ["created_at", "2020-01-01T00:00:00.000Z"],
        ]),
      ).toEqual([id]);
      expect(await found([["created_at_ne", shown]])).toEqual([]);
      expect(await found([["created_at_gte", shown]])).toEqual([id]);
      expect(await found([["created_at_lte", shown]])).toEqual([id]);
    });

    it("leaves it out a millisecond on either side", async () => {
      expect(await found([["created_at", "2026-03-04T10:20:30.124Z"]])).toEqual([]);
      expect(await found([["created_at_ne", "2026-03-04T10:20:30.124Z"]])).toEqual([id]);
      expect(await found([["created_at_gte", "2026-03-04T10:20:30.124Z"]])).toEqual([]);
      expect(await found([["created_at_lte", "2026-03-04T10:20:30.122Z"]])).toEqual([]);
    });
  });
}
