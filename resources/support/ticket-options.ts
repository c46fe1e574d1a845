// The ticket vocabulary (SPEC §4 states; issue 12 for the rest), shared by the API and the web.
export const URGENCIES = ["low", "medium", "high", "urgent"] as const;
export type Urgency = (typeof URGENCIES)[number];

/** The spec's states, in board order. A value read from the database that is none of them is "unknown". */
export const TICKET_STATUSES = ["assigned", "investigating", "testing", "solvingIssues", "externalError", "resolved"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const UNKNOWN_STATUS = "unknown";

/**
 * The moves a ticket may make, from each state. Resolved is closed: it only reopens to
 * investigating. From "unknown" (a value no release knows) any state may be chosen, to mend it.
 */
export const STATUS_MOVES: Record<TicketStatus | typeof UNKNOWN_STATUS, readonly TicketStatus[]> = {
  assigned: ["investigating", "testing", "solvingIssues", "externalError", "resolved"],
  investigating: ["assigned", "testing", "solvingIssues", "externalError", "resolved"],
  testing: ["investigating", "solvingIssues", "externalError", "resolved"],
  solvingIssues: ["investigating", "testing", "externalError", "resolved"],
  externalError: ["investigating", "testing", "solvingIssues", "resolved"],
  resolved: ["investigating"],
  unknown: [...TICKET_STATUSES],
};

/** States during which the SLA clock stands still (waiting on the client or on a third party). */
export const SLA_PAUSING_STATUSES: readonly TicketStatus[] = ["testing", "externalError"];

export function knownStatus(value: unknown): TicketStatus | typeof UNKNOWN_STATUS {
  return (TICKET_STATUSES as readonly unknown[]).includes(value) ? (value as TicketStatus) : UNKNOWN_STATUS;
}

export function canMove(from: unknown, to: unknown): boolean {
  if (from === to) return true;
  return (STATUS_MOVES[knownStatus(from)] as readonly unknown[]).includes(to);
}

/** Kinds of notification a user may get (and choose to get by mail as well). */
export const NOTIFICATION_KINDS = ["mention", "assignment", "reply", "sla_warning", "sla_breach", "invoice", "lead", "registration"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
