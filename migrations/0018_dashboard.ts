import { sql, type Kysely } from "kysely";

// The dashboard (issue 15, docs/dashboard-api.md): indexes its aggregates are read from, so each
// figure reads the rows it counts, not the whole table.
const INDEXES: [name: string, definition: string][] = [
  // The pipeline, won deals and the funnel in one pass, from the index alone.
  [
    "leads_dashboard_idx",
    "leads (stage_id, pipeline_id) include (owner_id, lost_at, converted_client_id, estimated_value, weighted_value, stage_changed_at)",
  ],
  // Overdue follow-ups: the activities not done yet, by due date (and owner, for the scope).
  ["lead_activities_pending_idx", "lead_activities (due_at) include (owner_id) where done_at is null"],
  // Resolution clocks still running, by when they are at risk.
  [
    "tickets_sla_running_idx",
    "tickets (resolution_warn_at) include (resolution_due_at, assignee_id, client_id) where resolved_at is null and sla_paused_at is null",
  ],
  // Ratings given, by when.
  ["tickets_rated_at_idx", "tickets (rated_at) include (rating, assignee_id, client_id) where rating is not null"],
  // What is left to collect, by due date (overdue and its aging; a client's invoices due).
  [
    "invoices_outstanding_due_idx",
    "invoices (due_date) include (outstanding, client_id, status) where outstanding > 0",
  ],
  // Time logged, by when it started (hours of a week).
  ["time_entries_started_at_idx", "time_entries (started_at) include (user_id, minutes, task_id)"],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`create index ${name} on ${definition}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}
