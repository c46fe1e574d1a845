// A ticket as the API answers it (resources/support/tickets.ts, docs/support-api.md): staff get
// every field, a client user the fields that are not staff-only (optional in RowOf).
import type { RowOf } from "../../../resources/kit/row-types";
import { tickets } from "../../../resources/support/tickets";
import { knownStatus, STATUS_MOVES, type TicketStatus } from "../../../resources/support/ticket-options";
import { fillPath, pagePath } from "../../providers/resource-paths";

export type TicketRecord = RowOf<typeof tickets>;

/** The page of a ticket: /support/ticket-{token}. */
export function ticketPath(ticket: Pick<TicketRecord, "token">): string {
  return fillPath(pagePath(tickets, "show"), ticket)!;
}

/** The states the ticket may be set to from where it is (its own first), by the declared table. */
export function statusChoices(status: unknown): TicketStatus[] {
  const from = knownStatus(status);
  const moves = STATUS_MOVES[from];
  return from === "unknown" ? [...moves] : [from, ...moves];
}
