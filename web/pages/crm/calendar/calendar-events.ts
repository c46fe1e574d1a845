// Activities as FullCalendar events, and back: an event spans due_at to due_at + duration; a
// drag or a resize becomes the PATCH that reschedules its activity. Pure, so it is unit-tested
// (tests/web/pages/crm/calendar-events.test.ts) without a browser.
import type { EventInput } from "@fullcalendar/core";
import type { Activity, ActivityType } from "./calendar-types";

export const DEFAULT_DURATION = 30;
export const MIN_DURATION = 5;
export const MAX_DURATION = 1440;
/** A slot picked in the month view (a whole day) starts at this hour. */
export const DAY_SLOT_HOUR = 9;
const MINUTE = 60_000;

/**
 * One colour per type; overdue (red) and done (grey) are not among them, so they stand out. Each
 * carries white text at 4.5:1 at least (WCAG AA).
 */
export const TYPE_COLORS: Record<ActivityType, string> = {
  call: "#0958d9",
  meeting: "#722ed1",
  email: "#006d75",
  task: "#237804",
};
const OVERDUE_COLOR = "#cf1322";
const DONE_BACKGROUND = "#f5f5f5";
const DONE_TEXT = "#595959";

export type EventState = "done" | "overdue" | "pending";

export interface EventProps {
  activity: Activity;
  state: EventState;
}

export function clampDuration(minutes: number): number {
  return Math.min(MAX_DURATION, Math.max(MIN_DURATION, Math.round(minutes)));
}

export function activityEnd(activity: Pick<Activity, "due_at" | "duration_minutes">): Date {
  return new Date(Date.parse(activity.due_at) + (activity.duration_minutes ?? DEFAULT_DURATION) * MINUTE);
}

/** Past its due time and not done: the same rule as the API's `overdue` filter, to the minute. */
export function isActivityOverdue(activity: Pick<Activity, "due_at" | "done">, now = new Date()): boolean {
  return !activity.done && Date.parse(activity.due_at) < now.getTime();
}

export function eventState(activity: Activity, now = new Date()): EventState {
  if (activity.done) return "done";
  return isActivityOverdue(activity, now) ? "overdue" : "pending";
}

function colors(
  activity: Activity,
  state: EventState,
): Pick<EventInput, "backgroundColor" | "borderColor" | "textColor"> {
  const type = TYPE_COLORS[activity.type] ?? TYPE_COLORS.task;
  if (state === "done") return { backgroundColor: DONE_BACKGROUND, borderColor: type, textColor: DONE_TEXT };
  if (state === "overdue") return { backgroundColor: OVERDUE_COLOR, borderColor: OVERDUE_COLOR, textColor: "#fff" };
  return { backgroundColor: type, borderColor: type, textColor: "#fff" };
}

export function toEvent(activity: Activity, now = new Date()): EventInput {
  const state = eventState(activity, now);
  const props: EventProps = { activity, state };
  return {
    id: String(activity.id),
    title: activity.subject,
    start: activity.due_at,
    end: activityEnd(activity).toISOString(),
    allDay: false,
    classNames: ["activity-event", `activity-type-${activity.type}`, `activity-${state}`],
    extendedProps: props,
    ...colors(activity, state),
  };
}

export interface ReschedulePatch {
  due_at: string;
  duration_minutes: number;
  version: number;
}

/** The PATCH of an event dropped or resized to [start, end); no end keeps the duration. */
export function reschedulePatch(
  activity: Pick<Activity, "duration_minutes" | "version">,
  start: Date,
  end: Date | null,
): ReschedulePatch {
  const duration = end
    ? clampDuration((end.getTime() - start.getTime()) / MINUTE)
    : (activity.duration_minutes ?? DEFAULT_DURATION);
  return { due_at: start.toISOString(), duration_minutes: duration, version: activity.version };
}

export interface SlotPrefill {
  due_at: Date;
  duration_minutes: number;
}

/** What a picked slot fills the create form with: its start and length, or 9:00 of a picked day. */
export function slotPrefill(start: Date, end: Date, allDay: boolean): SlotPrefill {
  if (allDay) {
    const due = new Date(start);
    due.setHours(DAY_SLOT_HOUR, 0, 0, 0);
    return { due_at: due, duration_minutes: DEFAULT_DURATION };
  }
  return { due_at: new Date(start), duration_minutes: clampDuration((end.getTime() - start.getTime()) / MINUTE) };
}
