import type { MappedOverride } from "../kit/types.js";
import type { UNKNOWN_STATUS, TicketStatus } from "./ticket-options.js";

// What a client sees of a ticket (docs/product.md#product-rules, issue 26): a few states that mean something to them,
// told from the internal ones here and nowhere else. The API answers clients `client_status`
// (tickets.ts maps it in SQL, so the portal's board, list, filters and dashboard all read it) and
// never the internal `status`, which is the team's own field.
export const CLIENT_STATES = ["open", "waitingForYou", "resolved", "closed"] as const;
export type ClientState = (typeof CLIENT_STATES)[number];

/** Each internal state as its client sees it: testing waits on the client; the rest of the work is "open". */
export const CLIENT_STATE_OF: Readonly<Record<TicketStatus | typeof UNKNOWN_STATUS, ClientState>> = {
  new: "open",
  assigned: "open",
  investigating: "open",
  testing: "waitingForYou",
  solvingIssues: "open",
  externalError: "open",
  resolved: "resolved",
  unknown: "open",
};

/** A resolved ticket is closed for its client once they rated it, or once it was merged into another. */
export const CLIENT_STATE_OVERRIDES: readonly MappedOverride[] = [
  { is: "resolved", when: { field: "rated_at", empty: false }, value: "closed" },
  { is: "resolved", when: { field: "merged_into_id", empty: false }, value: "closed" },
];

/** The client states of tickets still in hand: the dashboard's open tickets, the portal's first filter. */
export const CLIENT_OPEN_STATES: readonly ClientState[] = ["open", "waitingForYou"];
