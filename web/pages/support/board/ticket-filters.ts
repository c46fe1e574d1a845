import type { FilterSpec } from "../../../components/list/url-filters";

// The /support filter bar (issue 12), shared by the board and the table: who handles it and for
// whom first, then how urgent, and behind "More filters" the rest and the SLA (at risk, breached).
export const TICKET_FILTERS: readonly FilterSpec[] = [
  { field: "assignee_id" },
  { field: "client_id" },
  { field: "urgency" },
  { field: "ticket_complexity_id" },
  { field: "ticket_type_id" },
  { field: "tags" },
  { field: "sla" },
];

/** A client user's filters: none of the staff-only fields (the API would refuse them). */
export const CLIENT_TICKET_FILTERS: readonly FilterSpec[] = [{ field: "urgency" }, { field: "ticket_type_id" }];
