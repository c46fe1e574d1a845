import { describe, expect, it } from "vitest";
import type { BusinessCalendar } from "../../../api/modules/support/sla/business-time.js";
import {
  clockPoint,
  clockState,
  dueDates,
  pausedMinutesAfterResume,
  slaSummary,
  type SlaTicket,
} from "../../../api/modules/support/sla/sla-clock.js";

// Madrid, Monday to Friday 09:00–18:00. A ticket opened on Monday 2 June 2025 at 10:00 (+02:00)
// with one hour to answer and two working days (1080 business minutes) to resolve.
const cal: BusinessCalendar = {
  timeZone: "Europe/Madrid",
  days: [1, 2, 3, 4, 5],
  start: "09:00",
  end: "18:00",
  holidays: [],
};
const ticket: SlaTicket = {
  created_at: "2025-06-02T08:00:00Z",
  first_response_minutes: 60,
  resolution_minutes: 1080,
  sla_paused_minutes: 0,
  sla_paused_at: null,
  first_responded_at: null,
  resolved_at: null,
};
const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe("dueDates", () => {
  it("puts the dues and the 75 % points in business time", () => {
    const dues = dueDates(ticket, cal);
    expect(Object.fromEntries(Object.entries(dues).map(([k, v]) => [k, iso(v)]))).toEqual({
      first_response_due_at: "2025-06-02T09:00:00.000Z",
      first_response_warn_at: "2025-06-02T08:45:00.000Z",
      // 480 minutes left on Monday, 600 more: Wednesday 10:00.
      resolution_due_at: "2025-06-04T08:00:00.000Z",
      // 810 minutes: Monday's 480, then Tuesday 09:00 + 330 = 14:30.
      resolution_warn_at: "2025-06-03T12:30:00.000Z",
    });
  });

  it("has no dues without targets", () => {
    expect(dueDates({ ...ticket, first_response_minutes: null, resolution_minutes: null }, cal)).toEqual({
      first_response_due_at: null,
      first_response_warn_at: null,
      resolution_due_at: null,
      resolution_warn_at: null,
    });
  });

  it("pushes the dues by the paused business minutes", () => {
    const dues = dueDates({ ...ticket, sla_paused_minutes: 540 }, cal);
    expect(iso(dues.first_response_due_at)).toBe("2025-06-03T09:00:00.000Z");
    expect(iso(dues.resolution_due_at)).toBe("2025-06-05T08:00:00.000Z");
  });

  it("keeps a met clock's stored dues when later pauses grow", () => {
    const met = {
      ...ticket,
      first_responded_at: "2025-06-02T08:30:00Z",
      first_response_due_at: "2025-06-02T09:00:00Z",
      first_response_warn_at: "2025-06-02T08:45:00Z",
      sla_paused_minutes: 300,
    };
    const dues = dueDates(met, cal);
    expect(iso(dues.first_response_due_at)).toBe("2025-06-02T09:00:00.000Z");
    expect(iso(dues.first_response_warn_at)).toBe("2025-06-02T08:45:00.000Z");
    expect(iso(dues.resolution_due_at)).toBe("2025-06-04T13:00:00.000Z");
  });

  it("finds the 80 % point the scan notifies at", () => {
    expect(iso(clockPoint(ticket, "first_response", 0.8, cal))).toBe("2025-06-02T08:48:00.000Z");
    expect(clockPoint({ ...ticket, resolution_minutes: null }, "resolution", 0.8, cal)).toBeNull();
  });
});

describe("clockState", () => {
  const state = (now: string, t: SlaTicket = ticket) => clockState(t, "first_response", cal, at(now));

  it("is ok, then amber from 75 %, then breached at the due", () => {
    expect(state("2025-06-02T08:30:00Z")).toEqual({
      target_minutes: 60,
      due_at: "2025-06-02T09:00:00.000Z",
      remaining_minutes: 30,
      percent: 50,
      state: "ok",
    });
    expect(state("2025-06-02T08:44:00Z")).toMatchObject({ remaining_minutes: 16, percent: 73, state: "ok" });
    expect(state("2025-06-02T08:45:00Z")).toMatchObject({ remaining_minutes: 15, percent: 75, state: "warning" });
    expect(state("2025-06-02T09:00:00Z")).toMatchObject({ remaining_minutes: 0, percent: 100, state: "breached" });
    expect(state("2025-06-02T09:30:00Z")).toMatchObject({ remaining_minutes: -30, percent: 150, state: "breached" });
  });

  it("stands still at night and over the weekend", () => {
    const friday = { ...ticket, created_at: "2025-06-06T15:30:00Z" }; // Friday 17:30
    expect(state("2025-06-07T10:00:00Z", friday)).toMatchObject({
      remaining_minutes: 30,
      percent: 50,
      state: "ok",
      due_at: "2025-06-09T07:30:00.000Z",
    });
    expect(state("2025-06-09T07:20:00Z", friday)).toMatchObject({ remaining_minutes: 10, state: "warning" });
  });

  it("is met once answered, measured when it was", () => {
    expect(state("2025-06-05T08:00:00Z", { ...ticket, first_responded_at: "2025-06-02T08:50:00Z" })).toMatchObject({
      remaining_minutes: 10,
      percent: 83,
      state: "met",
    });
    expect(state("2025-06-05T08:00:00Z", { ...ticket, first_responded_at: "2025-06-02T09:20:00Z" })).toMatchObject({
      remaining_minutes: -20,
      state: "met",
    });
  });

  it("is none without a target", () => {
    expect(state("2025-06-02T08:30:00Z", { ...ticket, first_response_minutes: null })).toEqual({
      target_minutes: null,
      due_at: null,
      remaining_minutes: null,
      percent: null,
      state: "none",
    });
  });

  it("stops while paused, measured at the pause, and resumes where it stopped", () => {
    const paused = { ...ticket, sla_paused_at: "2025-06-02T08:40:00Z" };
    expect(state("2025-06-03T10:00:00Z", paused)).toMatchObject({
      remaining_minutes: 20,
      percent: 66,
      state: "paused",
    });
    expect(clockState(paused, "resolution", cal, at("2025-06-03T10:00:00Z"))).toMatchObject({
      remaining_minutes: 1040,
      state: "paused",
    });
    // Resumed on Tuesday at 10:40: Monday's 440 minutes and Tuesday's 100 were paused.
    const minutes = pausedMinutesAfterResume(paused, cal, at("2025-06-03T08:40:00Z"));
    expect(minutes).toBe(540);
    const resumed = { ...ticket, sla_paused_minutes: minutes };
    expect(iso(dueDates(resumed, cal).first_response_due_at)).toBe("2025-06-03T09:00:00.000Z");
    expect(state("2025-06-03T08:40:00Z", resumed)).toMatchObject({ remaining_minutes: 20, percent: 66, state: "ok" });
    expect(state("2025-06-03T08:50:00Z", resumed)).toMatchObject({ remaining_minutes: 10, state: "warning" });
    // A second pause adds to the first.
    expect(
      pausedMinutesAfterResume({ ...resumed, sla_paused_at: "2025-06-03T08:50:00Z" }, cal, at("2025-06-03T09:05:00Z")),
    ).toBe(555);
    expect(pausedMinutesAfterResume(ticket, cal, at("2025-06-03T09:05:00Z"))).toBe(0);
  });

  it("stays breached when paused past the due", () => {
    expect(state("2025-06-03T10:00:00Z", { ...ticket, sla_paused_at: "2025-06-02T09:30:00Z" })).toMatchObject({
      remaining_minutes: -30,
      state: "breached",
    });
  });

  it("measures a ticket resolved while paused at the pause", () => {
    const t = { ...ticket, sla_paused_at: "2025-06-02T09:00:00Z", resolved_at: "2025-06-04T12:00:00Z" };
    expect(clockState(t, "resolution", cal, at("2025-06-10T08:00:00Z"))).toMatchObject({
      remaining_minutes: 1020,
      state: "met",
    });
  });

  it("counts the hours Madrid's clocks skip or repeat as nine-hour days", () => {
    // Friday 28 March 17:00 (+01:00), two hours to answer: due Monday 31 March 10:00 (+02:00).
    const spring = { ...ticket, created_at: "2025-03-28T16:00:00Z", first_response_minutes: 120 };
    expect(state("2025-03-31T07:30:00Z", spring)).toMatchObject({
      due_at: "2025-03-31T08:00:00.000Z",
      remaining_minutes: 30,
      percent: 75,
      state: "warning",
    });
    expect(state("2025-03-30T12:00:00Z", spring)).toMatchObject({ remaining_minutes: 60, state: "ok" });
    // Friday 24 October 17:00 (+02:00): due Monday 27 October 10:00 (+01:00).
    const autumn = { ...ticket, created_at: "2025-10-24T15:00:00Z", first_response_minutes: 120 };
    expect(state("2025-10-27T08:30:00Z", autumn)).toMatchObject({
      due_at: "2025-10-27T09:00:00.000Z",
      remaining_minutes: 30,
      state: "warning",
    });
  });

  it("spans weeks and holidays for long targets", () => {
    // 20 working days (180 hours) with Friday 6 June off: due Tuesday 1 July at 10:00.
    const long = { ...ticket, resolution_minutes: 20 * 540 };
    const withHoliday = { ...cal, holidays: ["2025-06-06"] };
    const clock = clockState(long, "resolution", withHoliday, at("2025-06-16T08:00:00Z"));
    expect(clock).toMatchObject({
      due_at: "2025-07-01T08:00:00.000Z",
      remaining_minutes: 11 * 540,
      percent: 45,
      state: "ok",
    });
  });

  it("sums up both clocks for the API", () => {
    expect(
      slaSummary({ ...ticket, sla_paused_at: "2025-06-02T08:40:00Z" }, cal, at("2025-06-02T09:00:00Z")),
    ).toMatchObject({ paused: true, first_response: { state: "paused" }, resolution: { state: "paused" } });
  });
});
