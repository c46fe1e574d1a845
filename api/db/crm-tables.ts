import type { ColumnType, Generated } from "kysely";

// Tables of the sales area that are no resource: a lead's timeline, merges, imports, the score's weights, calendar
// feeds.
// Written from the migrations (migrations/), which stay untyped.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  created_at: DefaultedTimestamp;
}

export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  kind: string;
  actor_id: number | null;
  at: DefaultedTimestamp;
  data: Generated<unknown>;
}

export interface LeadImportsTable {
  id: Generated<number>;
  version: Generated<number>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  user_id: number | null;
  filename: string;
  columns: unknown;
  rows: unknown;
  status: Generated<string>;
  imported: Generated<number>;
  imported_at: Timestamp | null;
}

export interface LeadMergesTable {
  id: Generated<number>;
  target_id: number;
  source_id: number;
  user_id: number | null;
  snapshot: unknown;
  created_at: DefaultedTimestamp;
  undone_at: Timestamp | null;
}

export interface LeadScoreWeightsTable {
  id: number;
  questions: number;
  completeness: number;
  recency: number;
  stage: number;
}

export interface CrmTables {
  calendar_feeds: CalendarFeedsTable;
  lead_events: LeadEventsTable;
  lead_imports: LeadImportsTable;
  lead_merges: LeadMergesTable;
  lead_score_weights: LeadScoreWeightsTable;
}
