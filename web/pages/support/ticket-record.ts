// A ticket as the API answers it (resources/support/tickets.ts, docs/support-api.md): staff get
// every field, a client user the fields that are not staff-only.
import { getResource } from "../../../resources/registry";
import { knownStatus, STATUS_MOVES, type TicketStatus } from "../../../resources/support/ticket-options";
import { fillPath, pagePath } from "../../providers/resource-paths";

export interface TicketRecord {
  id: number;
  version: number;
  token: string;
  title: string;
  description?: string | null;
  /** The team's own state: staff only (a client reads client_status). */
  status?: string;
  /** The state as the client sees it (resources/support/client-states.ts). */
  client_status?: string;
  urgency: string;
  client_id?: number | null;
  client_name?: string | null;
  creator_id?: number | null;
  creator_name?: string | null;
  assignee_id?: number | null;
  assignee_name?: string | null;
  ticket_type_id?: number | null;
  ticket_category_id?: number | null;
  ticket_complexity_id?: number | null;
  tags?: string[] | null;
  result?: string | null;
  rating?: number | null;
  rating_comment?: string | null;
  merged_into_id?: number | null;
  resolved_at?: string | null;
  created_at?: string;
  updated_at?: string;
  [field: string]: unknown;
}

/** The page of a ticket: /support/ticket-{token}. */
export function ticketPath(ticket: { token: string }): string {
  return fillPath(pagePath(getResource("tickets")!, "show"), ticket)!;
}

/** The states the ticket may be set to from where it is (its own first), by the declared table. */
export function statusChoices(status: unknown): TicketStatus[] {
  const from = knownStatus(status);
  const moves = STATUS_MOVES[from];
  return from === "unknown" ? [...moves] : [from, ...moves];
}
