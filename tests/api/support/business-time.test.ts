import { describe, expect, it } from "vitest";
import {
  addBusinessMinutes,
  businessMinutesBetween,
  businessMsBetween,
  minuteOfDay,
  type BusinessCalendar,
} from "../../../api/modules/support/sla/business-time.js";
import { instantAt } from "../../../api/modules/support/sla/zoned-time.js";

// Madrid, Monday to Friday 09:00–18:00. In 2025 Spain moves its clocks on Sunday 30 March (01:00
// UTC, +01:00 → +02:00) and Sunday 26 October (01:00 UTC, +02:00 → +01:00).
const madrid: BusinessCalendar = {
  timeZone: "Europe/Madrid",
  days: [1, 2, 3, 4, 5],
  start: "09:00",
  end: "18:00",
  holidays: [],
};
const everyDay: BusinessCalendar = { ...madrid, days: [1, 2, 3, 4, 5, 6, 7] };
const roundTheClock: BusinessCalendar = { ...everyDay, start: "00:00", end: "24:00" };
const at = (iso: string) => new Date(iso);
const add = (from: string, minutes: number, cal = madrid) => addBusinessMinutes(at(from), minutes, cal).toISOString();
const between = (a: string, b: string, cal = madrid) => businessMinutesBetween(at(a), at(b), cal);

describe("addBusinessMinutes", () => {
  it("adds inside the day's window", () => {
    expect(add("2025-06-02T10:00:00+02:00", 60)).toBe("2025-06-02T09:00:00.000Z");
    expect(add("2025-06-02T10:00:00+02:00", 0.5)).toBe("2025-06-02T08:00:30.000Z");
  });

  it("stops at the closing time when the minutes end exactly there", () => {
    expect(add("2025-06-02T09:00:00+02:00", 540)).toBe("2025-06-02T16:00:00.000Z");
  });

  it("carries what is left to the next working morning", () => {
    expect(add("2025-06-02T17:30:00+02:00", 60)).toBe("2025-06-03T07:30:00.000Z");
  });

  it("starts counting at the opening when asked before it or after the close", () => {
    expect(add("2025-06-02T07:00:00+02:00", 30)).toBe("2025-06-02T07:30:00.000Z");
    expect(add("2025-06-02T20:00:00+02:00", 30)).toBe("2025-06-03T07:30:00.000Z");
  });

  it("skips the weekend", () => {
    expect(add("2025-06-06T17:00:00+02:00", 120)).toBe("2025-06-09T08:00:00.000Z");
    expect(add("2025-06-07T12:00:00+02:00", 10)).toBe("2025-06-09T07:10:00.000Z");
  });

  it("skips holidays, which are local dates", () => {
    expect(add("2025-06-06T17:00:00+02:00", 120, { ...madrid, holidays: ["2025-06-09"] })).toBe(
      "2025-06-10T08:00:00.000Z",
    );
    // 23:30 UTC on the 8th is already the 9th in Madrid: the holiday, then the 10th's opening.
    expect(add("2025-06-08T23:30:00Z", 5, { ...madrid, holidays: ["2025-06-09"] })).toBe("2025-06-10T07:05:00.000Z");
  });

  it("walks long targets over weeks, holidays and weekends", () => {
    // Ten working days from Monday 2 June with Thursday 5 June off: Monday 16 June at closing.
    expect(add("2025-06-02T09:00:00+02:00", 10 * 540, { ...madrid, holidays: ["2025-06-05"] })).toBe(
      "2025-06-16T16:00:00.000Z",
    );
    // Six weeks of working days: 30 × 9 h.
    expect(add("2025-06-02T09:00:00+02:00", 30 * 540)).toBe("2025-07-11T16:00:00.000Z");
  });

  it("keeps a 09:00–18:00 window at nine hours across spring-forward", () => {
    // Friday 28 March 17:00 (+01:00) plus two hours: Monday 31 March 10:00, now +02:00.
    expect(add("2025-03-28T17:00:00+01:00", 120)).toBe("2025-03-31T08:00:00.000Z");
    // Worked on Sunday 30 March itself: the window opens at 09:00 CEST and lasts nine hours.
    expect(add("2025-03-29T18:00:00+01:00", 540, everyDay)).toBe("2025-03-30T16:00:00.000Z");
    expect(add("2025-03-29T18:00:00+01:00", 541, everyDay)).toBe("2025-03-31T07:01:00.000Z");
  });

  it("keeps it at nine hours across fall-back", () => {
    expect(add("2025-10-24T17:00:00+02:00", 120)).toBe("2025-10-27T09:00:00.000Z");
    expect(add("2025-10-25T18:00:00+02:00", 540, everyDay)).toBe("2025-10-26T17:00:00.000Z");
  });

  it("counts real time when the window spans the change itself", () => {
    // A round-the-clock Sunday 30 March has 23 hours, Sunday 26 October 25.
    expect(add("2025-03-30T00:00:00+01:00", 23 * 60, roundTheClock)).toBe("2025-03-30T22:00:00.000Z");
    expect(add("2025-10-26T00:00:00+02:00", 25 * 60, roundTheClock)).toBe("2025-10-26T23:00:00.000Z");
  });

  it("refuses a negative count and answers the same instant for zero", () => {
    expect(() => addBusinessMinutes(at("2025-06-02T10:00:00Z"), -1, madrid)).toThrow(RangeError);
    expect(add("2025-06-07T12:34:00Z", 0)).toBe("2025-06-07T12:34:00.000Z");
  });

  it("throws instead of looping forever on a calendar with no working time", () => {
    expect(() => addBusinessMinutes(at("2025-06-02T10:00:00Z"), 10, { ...madrid, days: [] })).toThrow(RangeError);
    expect(() => addBusinessMinutes(at("2025-06-02T10:00:00Z"), 10, { ...madrid, days: [0, 8] })).toThrow(RangeError);
    expect(() =>
      addBusinessMinutes(at("2025-06-02T10:00:00Z"), 10, { ...madrid, start: "18:00", end: "09:00" }),
    ).toThrow(RangeError);
    expect(() => addBusinessMinutes(at("2025-06-02T10:00:00Z"), 10, { ...madrid, start: "9:00" })).toThrow(RangeError);
  });
});

describe("businessMinutesBetween", () => {
  it("is 0 when the end is not after the start", () => {
    expect(between("2025-06-02T10:00:00+02:00", "2025-06-02T10:00:00+02:00")).toBe(0);
    expect(between("2025-06-02T11:00:00+02:00", "2025-06-02T10:00:00+02:00")).toBe(0);
  });

  it("counts only the window of working days", () => {
    expect(between("2025-06-02T10:00:00+02:00", "2025-06-02T12:15:00+02:00")).toBe(135);
    expect(between("2025-06-02T07:00:00+02:00", "2025-06-02T20:00:00+02:00")).toBe(540);
    expect(between("2025-06-06T17:00:00+02:00", "2025-06-09T10:00:00+02:00")).toBe(120);
    expect(between("2025-06-07T08:00:00+02:00", "2025-06-08T20:00:00+02:00")).toBe(0);
    expect(
      between("2025-06-06T17:00:00+02:00", "2025-06-10T10:00:00+02:00", { ...madrid, holidays: ["2025-06-09"] }),
    ).toBe(120);
  });

  it("counts nine hours a day on both sides of each change", () => {
    expect(between("2025-03-28T09:00:00+01:00", "2025-03-31T18:00:00+02:00")).toBe(1080);
    expect(between("2025-03-30T00:00:00+01:00", "2025-03-31T00:00:00+02:00", everyDay)).toBe(540);
    expect(between("2025-10-26T00:00:00+02:00", "2025-10-27T00:00:00+01:00", everyDay)).toBe(540);
    expect(between("2025-03-30T00:00:00+01:00", "2025-03-31T00:00:00+02:00", roundTheClock)).toBe(23 * 60);
    expect(between("2025-10-26T00:00:00+02:00", "2025-10-27T00:00:00+01:00", roundTheClock)).toBe(25 * 60);
    // 01:00–04:00 on the change days: the skipped hour is not worked, the repeated one twice.
    expect(
      between("2025-03-29T12:00:00Z", "2025-03-31T12:00:00Z", { ...everyDay, start: "01:00", end: "04:00", days: [7] }),
    ).toBe(120);
    expect(
      between("2025-10-25T12:00:00Z", "2025-10-27T12:00:00Z", { ...everyDay, start: "01:00", end: "04:00", days: [7] }),
    ).toBe(240);
  });

  it("follows the company's zone, not Madrid's (New York moved on 9 March)", () => {
    const newYork = { ...everyDay, timeZone: "America/New_York" };
    expect(between("2025-03-09T00:00:00-05:00", "2025-03-10T00:00:00-04:00", newYork)).toBe(540);
    expect(add("2025-03-08T18:00:00-05:00", 60, newYork)).toBe("2025-03-09T14:00:00.000Z");
  });

  it("rounds to whole minutes; the millisecond count stays exact", () => {
    expect(between("2025-06-02T10:00:00+02:00", "2025-06-02T10:00:40+02:00")).toBe(1);
    expect(businessMsBetween(at("2025-06-02T10:00:00+02:00"), at("2025-06-02T10:00:40+02:00"), madrid)).toBe(40_000);
  });

  it("undoes addBusinessMinutes from any start, across weekends and both changes", () => {
    const cals = [madrid, everyDay, roundTheClock, { ...madrid, holidays: ["2025-03-31", "2025-10-27"] }];
    for (const cal of cals) {
      for (let hour = 0; hour < 24 * 12; hour += 7) {
        for (const start of [Date.parse("2025-03-24T00:00:00Z"), Date.parse("2025-10-20T00:00:00Z")]) {
          const from = new Date(start + hour * 3_600_000);
          for (const minutes of [1, 59, 540, 541, 2000]) {
            expect(
              businessMinutesBetween(from, addBusinessMinutes(from, minutes, cal), cal),
              `${from.toISOString()} + ${minutes}`,
            ).toBe(minutes);
          }
        }
      }
    }
  });
});

describe("local times", () => {
  it("reads HH:MM from 00:00 to 24:00 only", () => {
    expect(minuteOfDay("09:30")).toBe(570);
    expect(minuteOfDay("24:00")).toBe(1440);
    for (const bad of ["24:01", "9:30", "09:60", "0930", ""]) expect(minuteOfDay(bad), bad).toBeNull();
  });

  it("moves a skipped time on by the gap and takes the first of a repeated one", () => {
    expect(new Date(instantAt({ year: 2025, month: 3, day: 30 }, 150, "Europe/Madrid")).toISOString()).toBe(
      "2025-03-30T01:30:00.000Z",
    );
    expect(new Date(instantAt({ year: 2025, month: 10, day: 26 }, 150, "Europe/Madrid")).toISOString()).toBe(
      "2025-10-26T00:30:00.000Z",
    );
  });
});
