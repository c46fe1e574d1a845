import type { FilterSpec } from "../../../components/list/url-filters";

// The /crm/campaigns filter bar, shared by the board and the table: the board's own filters
// (type, channel) first, which its totals take too, then the rest of the table's.
export const CAMPAIGN_FILTERS: readonly FilterSpec[] = [
  { field: "campaign_type_id" },
  { field: "channel" },
  { field: "status" },
  { field: "budget", range: true },
  { field: "start_date", range: true },
  { field: "end_date", range: true },
];
