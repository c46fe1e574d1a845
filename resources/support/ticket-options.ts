// The ticket vocabulary (docs/product.md#states states; issue 12 for the rest), shared by the API and the web.
export const URGENCIES = ["low", "medium", "high", "urgent"] as const;
export type Urgency = (typeof URGENCIES)[number];

/**
 * The states, in board order: "new" (nobody has the ticket yet, issue 26) before the spec's. A
 * value read from the database that is none of them is "unknown".
 */
export const TICKET_STATUSES = [
  "new",
  "assigned",
  "investigating",
  "testing",
  "solvingIssues",
  "externalError",
  "resolved",
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const UNKNOWN_STATUS = "unknown";

/**
 * The moves a ticket may make, from each state. Resolved is closed: it only reopens to
 * investigating. From "unknown" (a value no release knows) any state may be chosen, to mend it.
 */
export const STATUS_MOVES: Record<TicketStatus | typeof UNKNOWN_STATUS, readonly TicketStatus[]> = {
  new: ["assigned", "investigating", "testing", "solvingIssues", "externalError", "resolved"],
  assigned: ["new", "investigating", "testing", "solvingIssues", "externalError", "resolved"],
  investigating: ["new", "assigned", "testing", "solvingIssues", "externalError", "resolved"],
  testing: ["investigating", "solvingIssues", "externalError", "resolved"],
  solvingIssues: ["investigating", "testing", "externalError", "resolved"],
  externalError: ["investigating", "testing", "solvingIssues", "resolved"],
  resolved: ["investigating"],
  unknown: [...TICKET_STATUSES],
};

/**
 * Who a state needs: a "new" ticket is nobody's yet, an "assigned" one somebody's. Every write of
 * a ticket keeps it so (api/modules/support/ticket-assignee.ts): assigning someone to a new ticket
 * makes it assigned, and a state that needs someone (or no one) refuses the other with a 422.
 */
export const ASSIGNEE_NEEDED: Partial<Record<TicketStatus, boolean>> = { new: false, assigned: true };

/** The state a new ticket takes when someone is assigned to it. */
export const ON_ASSIGNMENT: { from: TicketStatus; to: TicketStatus } = { from: "new", to: "assigned" };

/**
 * The closed states: a ticket reaches one only through the close dialog (docs/product.md#states: confirmation,
 * an optional result, whether to tell the client), POST /api/tickets/:id/close, or a merge.
 */
export const CLOSED_STATUSES: readonly TicketStatus[] = ["resolved"];

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
export const NOTIFICATION_KINDS = [
  "mention",
  "assignment",
  "reply",
  "sla_warning",
  "sla_breach",
  "invoice",
  "lead",
  "registration",
  "verifactu_rejected",
  "verifactu_stuck",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The values of a ticket's `sla` list filter: its resolution clock past the warning, or past the due time. */
export const SLA_FILTER_VALUES = ["at_risk", "breached"] as const;
