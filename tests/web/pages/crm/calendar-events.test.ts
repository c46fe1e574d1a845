import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import { activityBody, formValues, newFormValues } from "../../../../web/pages/crm/calendar/activity-form";
import {
  activityEnd,
  eventState,
  isActivityOverdue,
  reschedulePatch,
  slotPrefill,
  toEvent,
  TYPE_COLORS,
} from "../../../../web/pages/crm/calendar/calendar-events";
import { calendarLanguage, localeOptions } from "../../../../web/pages/crm/calendar/calendar-locale";
import type { Activity } from "../../../../web/pages/crm/calendar/calendar-types";
import { i18n } from "../../../../web/i18n";

const activity = (over: Partial<Activity> = {}): Activity => ({
  id: 7,
  version: 3,
  lead_id: 11,
  lead_name: "Ana Pérez",
  type: "meeting",
  subject: "Demo",
  notes: null,
  owner_id: 2,
  owner_name: "Carmen Comercial",
  due_at: "2026-03-10T09:00:00.000Z",
  duration_minutes: 45,
  done: false,
  done_at: null,
  outcome: null,
  ...over,
});

const now = new Date("2026-03-10T12:00:00.000Z");

describe("activities as calendar events", () => {
  it("spans due_at to due_at + duration, 30 minutes when the duration is missing", () => {
    expect(activityEnd(activity()).toISOString()).toBe("2026-03-10T09:45:00.000Z");
    expect(activityEnd(activity({ duration_minutes: null })).toISOString()).toBe("2026-03-10T09:30:00.000Z");
    const event = toEvent(activity(), now);
    expect(event).toMatchObject({
      id: "7",
      title: "Demo",
      start: "2026-03-10T09:00:00.000Z",
      end: "2026-03-10T09:45:00.000Z",
      allDay: false,
    });
  });

  it("is overdue when past its due time and not done, to the minute", () => {
    expect(isActivityOverdue(activity(), now)).toBe(true);
    expect(isActivityOverdue(activity({ done: true }), now)).toBe(false);
    expect(isActivityOverdue(activity({ due_at: "2026-03-10T12:01:00.000Z" }), now)).toBe(false);
    expect(eventState(activity({ done: true }), now)).toBe("done");
    expect(eventState(activity({ due_at: "2026-03-11T09:00:00.000Z" }), now)).toBe("pending");
  });

  it("is coloured by type, red when overdue and grey when done", () => {
    const pending = toEvent(activity({ due_at: "2026-03-11T09:00:00.000Z" }), now);
    expect(pending.backgroundColor).toBe(TYPE_COLORS.meeting);
    expect(pending.classNames).toEqual(["activity-event", "activity-type-meeting", "activity-pending"]);
    const overdue = toEvent(activity(), now);
    expect(overdue.backgroundColor).toBe("#cf1322");
    expect(overdue.classNames).toContain("activity-overdue");
    const done = toEvent(activity({ done: true }), now);
    expect(done.classNames).toContain("activity-done");
    expect(done.borderColor).toBe(TYPE_COLORS.meeting);
    expect(done.backgroundColor).not.toBe(TYPE_COLORS.meeting);
    expect(new Set(Object.values(TYPE_COLORS)).size).toBe(4);
    expect(Object.values(TYPE_COLORS)).not.toContain("#cf1322");
  });
});

describe("rescheduling", () => {
  it("sends the new start, the duration from the new end, and the version", () => {
    const start = new Date("2026-03-12T10:00:00.000Z");
    expect(reschedulePatch(activity(), start, new Date("2026-03-12T11:30:00.000Z"))).toEqual({
      due_at: "2026-03-12T10:00:00.000Z",
      duration_minutes: 90,
      version: 3,
    });
  });

  it("keeps the duration without an end, and keeps it within 5 to 1440 minutes", () => {
    const start = new Date("2026-03-12T10:00:00.000Z");
    expect(reschedulePatch(activity(), start, null).duration_minutes).toBe(45);
    expect(reschedulePatch(activity(), start, new Date("2026-03-12T10:02:00.000Z")).duration_minutes).toBe(5);
    expect(reschedulePatch(activity(), start, new Date("2026-03-14T10:00:00.000Z")).duration_minutes).toBe(1440);
  });

  it("fills a new activity from a picked slot, or from 9:00 of a picked day", () => {
    const slot = slotPrefill(new Date(2026, 2, 12, 15, 30), new Date(2026, 2, 12, 16, 30), false);
    expect(slot.duration_minutes).toBe(60);
    expect(slot.due_at.getHours()).toBe(15);
    const day = slotPrefill(new Date(2026, 2, 12), new Date(2026, 2, 13), true);
    expect([day.due_at.getDate(), day.due_at.getHours(), day.due_at.getMinutes(), day.duration_minutes]).toEqual([
      12, 9, 0, 30,
    ]);
  });
});

describe("the activity form", () => {
  it("round-trips an activity with its version", () => {
    const values = formValues(activity({ outcome: "  Interesado ", notes: "" }));
    expect(values.due_at.toISOString()).toBe("2026-03-10T09:00:00.000Z");
    expect(activityBody(values, true)).toEqual({
      subject: "Demo",
      type: "meeting",
      lead_id: 11,
      owner_id: 2,
      due_at: "2026-03-10T09:00:00.000Z",
      duration_minutes: 45,
      done: false,
      outcome: "Interesado",
      notes: null,
      version: 3,
    });
    expect(activityBody(values, false)).not.toHaveProperty("owner_id");
  });

  it("starts a new activity on the slot, with the owner and type given and no version", () => {
    const values = newFormValues({ due_at: new Date("2026-03-12T15:00:00.000Z"), duration_minutes: 60 }, 5, "email");
    const body = activityBody(
      { ...values, subject: " Enviar propuesta ", lead_id: 11, due_at: dayjs(values.due_at) },
      true,
    );
    expect(body).toMatchObject({
      subject: "Enviar propuesta",
      type: "email",
      owner_id: 5,
      due_at: "2026-03-12T15:00:00.000Z",
      duration_minutes: 60,
      done: false,
    });
    expect(body).not.toHaveProperty("version");
  });
});

describe("the calendar's language", () => {
  it("starts weeks on Monday in Spanish and on Sunday in English, with our button labels", () => {
    expect(calendarLanguage("en")).toBe("en");
    expect(calendarLanguage("es")).toBe("es");
    expect(calendarLanguage(undefined)).toBe("es");
    const es = localeOptions("es", i18n.getFixedT("es"));
    const en = localeOptions("en", i18n.getFixedT("en"));
    expect(es.firstDay).toBe(1);
    expect(en.firstDay).toBe(0);
    expect(es.buttonText).toMatchObject({ today: "Hoy", month: "Mes", week: "Semana", day: "Día", list: "Agenda" });
    expect(en.buttonText).toMatchObject({ today: "Today", month: "Month", week: "Week", day: "Day", list: "Agenda" });
    expect((es.locale as { code: string }).code).toBe("es");
  });
});
