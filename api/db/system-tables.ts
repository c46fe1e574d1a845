import type { ColumnType, Generated } from "kysely";

// Tables of the platform that are no resource: jobs, live updates, notifications, ticket rating links.
// Written from the migrations (migrations/), which stay untyped.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface JobsTable {
  id: Generated<number>;
  name: string;
  key: string;
  payload: Generated<unknown>;
  run_at: Timestamp;
  attempts: Generated<number>;
  locked_until: Timestamp | null;
  done_at: Timestamp | null;
  last_error: string | null;
  created_at: DefaultedTimestamp;
}

export interface LiveDeletedTable {
  table_name: string;
  row_id: string;
  row: unknown;
  deleted_at: DefaultedTimestamp;
}

export interface LivePresenceTable {
  user_id: number;
  tab: string;
  stream: string | null;
  resource: string;
  record_id: number;
  seen_at: DefaultedTimestamp;
}

export interface NotificationPreferencesTable {
  user_id: number;
  kind: string;
  email: boolean;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  params: Generated<unknown>;
  body: string | null;
  link: string | null;
  resource: string | null;
  record_id: number | null;
  read_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

export interface TicketRatingLinksTable {
  id: Generated<number>;
  ticket_id: number;
  token_hash: string;
  used_at: Timestamp | null;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

export interface SystemTables {
  jobs: JobsTable;
  live_deleted: LiveDeletedTable;
  live_presence: LivePresenceTable;
  notification_preferences: NotificationPreferencesTable;
  notifications: NotificationsTable;
  ticket_rating_links: TicketRatingLinksTable;
}
