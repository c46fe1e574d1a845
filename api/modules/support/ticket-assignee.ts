import type { FastifyRequest } from "fastify";
import { ASSIGNEE_NEEDED, ON_ASSIGNMENT, knownStatus } from "../../../resources/support/ticket-options.js";
import { fieldError } from "../../errors.js";
import type { WriteEvent } from "../../crud/write-hooks.js";

// Who a ticket's state needs (ASSIGNEE_NEEDED, issue 26): on every write of a ticket (the form,
// the board, the ticket page, close, merge), assigning someone to a new ticket makes it assigned,
// and a state that needs someone, or no one, refuses the other with a 422 that says why. The
// database keeps the same rule for writes outside the API (a deleted user's tickets: 0021).

const assigneeOf = ({ values, before }: WriteEvent) =>
  (Object.hasOwn(values, "assignee_id") ? values.assignee_id : before?.assignee_id) ?? null;

/** Someone assigned to a ticket nobody had: it is theirs now (a create with an assignee, too). */
export function applyAssignment(event: WriteEvent): void {
  const { values, before } = event;
  const status = values.status ?? before?.status;
  const wasNobodys = !before || before.status === ON_ASSIGNMENT.from;
  if (assigneeOf(event) !== null && status === ON_ASSIGNMENT.from && wasNobodys) values.status = ON_ASSIGNMENT.to;
}

/** The state's need of an assignee, once the move itself is known to be allowed. */
export function assertAssignee(event: WriteEvent): void {
  const { values, before } = event;
  const assignee = assigneeOf(event);
  const status = values.status ?? before?.status;
  const needed = ASSIGNEE_NEEDED[knownStatus(status) as keyof typeof ASSIGNEE_NEEDED];
  if (needed === undefined || needed === (assignee !== null)) return;
  const t = (event.request as FastifyRequest | null)?.t;
  const params = { status: t ? t(`support-api:status.${knownStatus(status)}`) : String(status) };
  // The field the write changed is the one to blame: the assignee cleared, or the state chosen.
  const cleared = Object.hasOwn(values, "assignee_id") && before && (before.assignee_id ?? null) !== assignee;
  const field = cleared && (values.status === undefined || values.status === before?.status) ? "assignee_id" : "status";
  throw fieldError(field, needed ? "support-api:assignee.needed" : "support-api:assignee.none", params);
}
