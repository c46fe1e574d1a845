import type { BusinessCalendar } from "../modules/support/sla/business-time.js";
import { NOTIFY_SHARE, clockPoint, dueDates, type SlaDues } from "../modules/support/sla/sla-clock.js";

// The SLA columns a seeded ticket gets, as the server would have stored them: the dues and warn
// points of its targets in the company's business time (api/modules/support/sla), and, for an
// open ticket, the warnings already "sent" (tickets.sla_warned) for the points it has passed, so
// the first background scan does not send a notification and a mail for every old ticket at once.

export interface SeededClock {
  created_at: Date;
  first_response_minutes: number | null;
  resolution_minutes: number | null;
}

export interface SlaPoints extends SlaDues {
  /** When the assignee is told (80 % of each target). */
  first_response_notify_at: Date | null;
  resolution_notify_at: Date | null;
}

/** The points of a ticket's clocks; the notify points only for an open one (`open`), the others never warn. */
export function slaPoints(ticket: SeededClock, cal: BusinessCalendar, open = true): SlaPoints {
  const clock = { ...ticket, sla_paused_minutes: 0, sla_paused_at: null, first_responded_at: null, resolved_at: null };
  return {
    ...dueDates(clock, cal),
    first_response_notify_at: open ? clockPoint(clock, "first_response", NOTIFY_SHARE, cal) : null,
    resolution_notify_at: open ? clockPoint(clock, "resolution", NOTIFY_SHARE, cal) : null,
  };
}

/** The markers the SLA scan would have set by `now` (api/modules/support/sla/sla-scan.ts). */
export function warnedMarkers(
  points: SlaPoints,
  ticket: { first_responded_at: Date | null; resolved_at: Date | null },
  now: Date,
): string[] {
  if (ticket.resolved_at) return [];
  const passed = (at: Date | null) => at !== null && at <= now;
  const markers: string[] = [];
  if (!ticket.first_responded_at) {
    if (passed(points.first_response_notify_at)) markers.push("first_response:80");
    if (passed(points.first_response_due_at)) markers.push("first_response:breach");
  }
  if (passed(points.resolution_notify_at)) markers.push("resolution:80");
  if (passed(points.resolution_due_at)) markers.push("resolution:breach");
  return markers;
}
