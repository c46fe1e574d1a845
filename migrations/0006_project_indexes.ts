import { sql, type Kysely } from "kysely";

// Indexes for what the projects and tasks screens ask most, measured with EXPLAIN ANALYZE on the
// large data set (2,000 projects, 50,000 tasks): a board column is a page ordered by position
// within one state (optionally one project's); lists sort a page of 20 by name, date, budget or
// newest first; a commercial user's scope looks up the tasks assigned to them. Every sort key
// ends in id, as the API's ORDER BY does, so a page is read straight from the index. Text sorts
// (enums too) match the API's accent- and case-free order: unaccent_lower(x) collate "C", then x
// collate "C".
// Two single-column indexes become the first column of a wider one and are dropped; the state
// ones stay, as a column's count reads the narrow (deduplicated) index twice as fast.

const CREATE: [string, string][] = [
  ["projects_board_idx", `projects (project_state_id, board_position, id)`],
  ["projects_name_sort_idx", `projects ((unaccent_lower(name) collate "C"), (name collate "C"), id)`],
  ["projects_created_at_idx", `projects (created_at desc, id)`],
  ["projects_priority_idx", `projects ((unaccent_lower(priority) collate "C"), (priority collate "C"), id)`],
  ["projects_start_date_idx", `projects (start_date, id)`],
  ["projects_end_date_idx", `projects (end_date, id)`],
  ["projects_budget_idx", `projects (budget, id)`],
  ["tasks_board_idx", `tasks (task_state_id, board_position, id)`],
  ["tasks_project_board_idx", `tasks (project_id, task_state_id, board_position, id)`],
  ["tasks_due_date_idx", `tasks (due_date, id)`],
  ["tasks_assigned_project_idx", `tasks (assigned_to, project_id)`],
];

// Covered by the leading column of one above.
const REPLACED: [string, string][] = [
  ["tasks_project_id_idx", `tasks (project_id)`],
  ["tasks_assigned_to_idx", `tasks (assigned_to)`],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, on] of CREATE) await sql`create index ${sql.raw(name)} on ${sql.raw(on)}`.execute(db);
  for (const [name] of REPLACED) await sql`drop index ${sql.raw(name)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, on] of REPLACED) await sql`create index ${sql.raw(name)} on ${sql.raw(on)}`.execute(db);
  for (const [name] of CREATE) await sql`drop index ${sql.raw(name)}`.execute(db);
}
