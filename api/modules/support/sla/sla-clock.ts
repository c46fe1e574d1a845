// A ticket's two SLA clocks (first response, resolution), from its stored fields and the company
// calendar. Pure. Targets are business minutes; the time the ticket spent paused (testing,
// externalError) is kept as business minutes in sla_paused_minutes.
//
// Where the paused minutes go: a clock's spent time is businessMinutes(created_at, t) - paused,
// so it reaches the target exactly when businessMinutes(created_at, t) = target + paused, that is
// at addBusinessMinutes(created_at, target + paused). Business-minute addition is associative, so
// "before" or "after" the target gives the same instant; what matters is that the pauses are
// added to the span counted from created_at, never to wall time.
import {
  addBusinessMinutes,
  businessMsBetween,
  businessMinutesBetween,
  type BusinessCalendar,
} from "./business-time.js";
import type { Clock, ClockState } from "../../../../resources/support/sla-clock-shape.js";

type When = Date | string | null | undefined;

export interface SlaTicket {
  created_at: Date | string;
  first_response_minutes: number | null;
  resolution_minutes: number | null;
  sla_paused_minutes: number | null;
  sla_paused_at: When;
  first_responded_at: When;
  resolved_at: When;
  /** The stored dues, when known: a met clock keeps them (later pauses do not move it). */
  first_response_due_at?: When;
  first_response_warn_at?: When;
  resolution_due_at?: When;
  resolution_warn_at?: When;
}

export interface SlaDues {
  first_response_due_at: Date | null;
  first_response_warn_at: Date | null;
  resolution_due_at: Date | null;
  resolution_warn_at: Date | null;
}

export type { Clock, ClockState } from "../../../../resources/support/sla-clock-shape.js";
export type ClockName = "first_response" | "resolution";

/** Amber from here (the board, the "at risk" filter): tickets.*_warn_at. */
export const WARN_SHARE = 0.75;
/** The assignee is told from here (the background scan). */
export const NOTIFY_SHARE = 0.8;

const MINUTE = 60_000;
const toDate = (v: When): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(v));

const CLOCKS: Record<
  ClockName,
  {
    target: "first_response_minutes" | "resolution_minutes";
    metAt: "first_responded_at" | "resolved_at";
    due: "first_response_due_at" | "resolution_due_at";
    warn: "first_response_warn_at" | "resolution_warn_at";
  }
> = {
  first_response: {
    target: "first_response_minutes",
    metAt: "first_responded_at",
    due: "first_response_due_at",
    warn: "first_response_warn_at",
  },
  resolution: {
    target: "resolution_minutes",
    metAt: "resolved_at",
    due: "resolution_due_at",
    warn: "resolution_warn_at",
  },
};

/** When `share` of a clock's target is spent, counting the pauses so far; null without a target. */
export function clockPoint(ticket: SlaTicket, clock: ClockName, share: number, cal: BusinessCalendar): Date | null {
  const target = ticket[CLOCKS[clock].target];
  if (target === null || target === undefined) return null;
  return addBusinessMinutes(toDate(ticket.created_at)!, share * target + (ticket.sla_paused_minutes ?? 0), cal);
}

function clockDues(ticket: SlaTicket, clock: ClockName, cal: BusinessCalendar): [Date | null, Date | null] {
  const c = CLOCKS[clock];
  // A met clock is settled: a pause after the first response must not move its due.
  const storedDue = toDate(ticket[c.due]);
  if (toDate(ticket[c.metAt]) && storedDue) return [storedDue, toDate(ticket[c.warn])];
  return [clockPoint(ticket, clock, 1, cal), clockPoint(ticket, clock, WARN_SHARE, cal)];
}

/** The four due columns to store on the ticket (on create, on a target change, on resume). */
export function dueDates(ticket: SlaTicket, cal: BusinessCalendar): SlaDues {
  const [first_response_due_at, first_response_warn_at] = clockDues(ticket, "first_response", cal);
  const [resolution_due_at, resolution_warn_at] = clockDues(ticket, "resolution", cal);
  return { first_response_due_at, first_response_warn_at, resolution_due_at, resolution_warn_at };
}

/**
 * sla_paused_minutes once a pause that began at sla_paused_at ends at `now` (then clear sla_paused_at and store
 * dueDates).
 */
export function pausedMinutesAfterResume(ticket: SlaTicket, cal: BusinessCalendar, now: Date = new Date()): number {
  const pausedAt = toDate(ticket.sla_paused_at);
  const before = ticket.sla_paused_minutes ?? 0;
  return pausedAt ? before + businessMinutesBetween(pausedAt, now, cal) : before;
}

/**
 * One clock as the API shows it. It is measured at the earliest of: when it was met, when the
 * ticket was paused, now. State order: none (no target), met, breached (a paused ticket past its
 * due is still breached), paused, warning (≥ 75 %), ok.
 */
export function clockState(ticket: SlaTicket, clock: ClockName, cal: BusinessCalendar, now: Date = new Date()): Clock {
  const target = ticket[CLOCKS[clock].target];
  if (target === null || target === undefined)
    return { target_minutes: null, due_at: null, remaining_minutes: null, percent: null, state: "none" };
  const [due] = clockDues(ticket, clock, cal);
  const metAt = toDate(ticket[CLOCKS[clock].metAt]);
  const pausedAt = toDate(ticket.sla_paused_at);
  const at = new Date(Math.min(now.getTime(), metAt?.getTime() ?? Infinity, pausedAt?.getTime() ?? Infinity));
  const leftMs = at <= due! ? businessMsBetween(at, due!, cal) : -businessMsBetween(due!, at, cal);
  const left = leftMs / MINUTE;
  const percent = Math.max(0, Math.floor(((target - left) / target) * 100));
  const state: ClockState = metAt
    ? "met"
    : left <= 0
      ? "breached"
      : pausedAt
        ? "paused"
        : percent >= WARN_SHARE * 100
          ? "warning"
          : "ok";
  return {
    target_minutes: target,
    due_at: due!.toISOString(),
    remaining_minutes: left > 0 ? Math.ceil(left) : Math.floor(left),
    percent,
    state,
  };
}

/** Both clocks and whether the ticket is paused: the body of GET /api/tickets/:id/sla. */
export function slaSummary(ticket: SlaTicket, cal: BusinessCalendar, now: Date = new Date()) {
  return {
    paused: Boolean(toDate(ticket.sla_paused_at)),
    first_response: clockState(ticket, "first_response", cal, now),
    resolution: clockState(ticket, "resolution", cal, now),
  };
}
