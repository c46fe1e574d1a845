import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getResource } from "../../../resources/index.js";
import { parseFilterValue } from "../../../api/crud/filter-value.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createRecord } from "../../fixtures/records.js";
import { list, message, openSuite, request, type SuiteContext } from "./support/suite-context.js";

// A `time` field ("HH:MM", 24-hour clock), on a course's weekly sessions: checked by pattern with
// a message of its own, compared by notBefore as a time, sorted and filtered like its text, and the
// table's own check (a class ends after it starts) answered 422 on the end, never 500.
const sessions = getResource("course-sessions")!;

for (const kind of DATABASE_KINDS) {
  describe(`time field on ${kind}`, () => {
    let ctx: SuiteContext;
    let courseId: number;
    beforeAll(async () => {
      ctx = await openSuite(kind);
      courseId = (await createRecord(ctx.admin, getResource("courses")!)).id;
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    const create = (payload: Record<string, unknown>, lang = "en") =>
      request(ctx, {
        method: "POST",
        url: "/api/course-sessions",
        payload: { course_id: courseId, weekday: "mon", ...payload },
        lang,
      });

    it("saves HH:MM as sent, trimmed, and answers it as the same text", async () => {
      const res = await create({ start_time: " 09:00 ", end_time: "10:30" });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ start_time: "09:00", end_time: "10:30" });
      const shown = await request(ctx, { method: "GET", url: `/api/course-sessions/${res.json().id}` });
      expect(shown.json()).toMatchObject({ start_time: "09:00", end_time: "10:30" });
      const midnight = await create({ start_time: "00:00", end_time: "23:59" });
      expect(midnight.statusCode, midnight.body).toBe(201);
    });

    it("refuses what is not a time of day, with its own message in both languages (422)", async () => {
      for (const bad of ["25:00", "7:5", "24:00", "09:60", "9:00", "09:00:00", "0900", "ab:cd"]) {
        for (const lang of ["es", "en"] as const) {
          const res = await create({ start_time: bad, end_time: "23:00" }, lang);
          expect(res.statusCode, bad).toBe(422);
          expect(res.json().errors, `${lang} ${bad}`).toEqual({ start_time: [message(lang, "validation:time")] });
        }
      }
      expect(message("en", "validation:time")).toBe("Must be a time as HH:MM, from 00:00 to 23:59");
      expect(message("es", "validation:time")).toBe("Debe ser una hora en formato HH:MM, de 00:00 a 23:59");
      const number = await create({ start_time: 900, end_time: "10:00" });
      expect(number.statusCode).toBe(422);
      expect(Object.keys(number.json().errors)).toEqual(["start_time"]);
      const blank = await create({ start_time: "   ", end_time: "10:00" });
      expect(blank.json().errors).toEqual({ start_time: [message("en", "validation:required")] });
      const row = await createRecord(ctx.admin, sessions, { course_id: courseId });
      const patch = await request(ctx, {
        method: "PATCH",
        url: `/api/course-sessions/${row.id}`,
        payload: { end_time: "7:5" },
        lang: "en",
      });
      expect(patch.statusCode).toBe(422);
      expect(patch.json().errors).toEqual({ end_time: ["Must be a time as HH:MM, from 00:00 to 23:59"] });
    });

    it("refuses an end before the start by notBefore, compared as times (422 on end_time)", async () => {
      const res = await create({ start_time: "10:00", end_time: "09:59" }, "es");
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        end_time: [
          message("es", "validation:notBefore", {
            field: message("es", "resources:course-sessions.fields.start_time"),
          }),
        ],
      });
      // Compared as times, not as dates of an unknown day: 9:59 is before 10:00, 10:01 after.
      expect((await create({ start_time: "10:00", end_time: "10:01" })).statusCode).toBe(201);
      const row = (await create({ start_time: "08:00", end_time: "09:00" })).json();
      const moveStart = await request(ctx, {
        method: "PATCH",
        url: `/api/course-sessions/${row.id}`,
        payload: { start_time: "09:30" },
        lang: "en",
      });
      expect(moveStart.statusCode).toBe(422);
      expect(moveStart.json().errors).toEqual({
        end_time: [
          message("en", "validation:notBefore", {
            field: message("en", "resources:course-sessions.fields.start_time"),
          }),
        ],
      });
    });

    it("answers the table's check (end after start) 422 on end_time when both are equal, never 500", async () => {
      for (const lang of ["es", "en"] as const) {
        const res = await create({ start_time: "10:00", end_time: "10:00" }, lang);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors).toEqual({ end_time: [message(lang, "validation:endAfterStart")] });
      }
      const row = (await create({ start_time: "08:00", end_time: "09:00" })).json();
      const patch = await request(ctx, {
        method: "PATCH",
        url: `/api/course-sessions/${row.id}`,
        payload: { end_time: "08:00" },
        lang: "en",
      });
      expect(patch.statusCode, patch.body).toBe(422);
      expect(patch.json().errors).toEqual({ end_time: ["The end time must be later than the start time"] });
      const unchanged = await request(ctx, { method: "GET", url: `/api/course-sessions/${row.id}` });
      expect(unchanged.json()).toMatchObject({ start_time: "08:00", end_time: "09:00", version: 1 });
    });

    it("sorts by a time both ways, in the order of the day", async () => {
      const course = (await createRecord(ctx.admin, getResource("courses")!)).id;
      for (const [start, end] of [
        ["17:30", "18:00"],
        ["08:05", "09:00"],
        ["12:00", "13:00"],
      ]) {
        expect(
          (
            await request(ctx, {
              method: "POST",
              url: "/api/course-sessions",
              payload: { course_id: course, weekday: "tue", start_time: start, end_time: end },
            })
          ).statusCode,
        ).toBe(201);
      }
      const asc = await list(ctx, `/api/course-sessions?course_id=${course}&_sort=start_time&_order=asc`);
      expect(asc.rows.map((r) => r.start_time)).toEqual(["08:05", "12:00", "17:30"]);
      const desc = await list(ctx, `/api/course-sessions?course_id=${course}&_sort=start_time&_order=desc`);
      expect(desc.rows.map((r) => r.start_time)).toEqual(["17:30", "12:00", "08:05"]);
    });

    it("takes only HH:MM as a filter value (400 for anything else)", () => {
      const field = sessions.fields.start_time;
      expect(parseFilterValue(field, "09:00", "start_time")).toBe("09:00");
      expect(parseFilterValue(field, "23:59", "start_time_gte")).toBe("23:59");
      for (const bad of ["25:00", "7:5", "9:00", "", "09:00'"])
        expect(() => parseFilterValue(field, bad, "start_time"), bad).toThrow();
    });
  });
}
