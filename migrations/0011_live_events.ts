import { sql, type Kysely } from "kysely";

// Live events (issue 10). Every committed write NOTIFYs channel `live` from inside its
// transaction, so a rolled-back write publishes nothing and every path that writes (generic
// CRUD, board moves, uploads, custom modules, the roll-up triggers, a script) is covered. One
// notification per statement and table: `{table, type, ids, by}`, keys only, ids split in runs of
// 400 so a payload stays far below PostgreSQL's 8,000 bytes. `by` is the transaction's
// `app.actor` setting (the API sets it from the signed-in user).
//
// A deleted row can no longer be looked up to decide who may hear of it, so its image is kept in
// live_deleted for ten minutes (tables holding secrets opt out). live_presence holds who is
// viewing which record, shared by every instance.
//
// A later migration that adds a table calls `select live_watch('the_table')`.

const WATCHED = [
  "projects",
  "project_states",
  "project_categories",
  "task_states",
  "project_managers",
  "project_phases",
  "project_milestones",
  "project_notes",
  "project_files",
  "project_issues",
  "tasks",
  "task_notes",
  "task_files",
  "task_comments",
  "task_dependencies",
  "time_entries",
  "lead_clients",
  "lead_statuses",
  "campaign_types",
  "lead_services",
  "client_types",
  "commercial_securities",
  "course_types",
  "academic_levels",
  "lead_specific_services",
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table live_deleted (
      table_name text not null,
      row_id text not null,
      row jsonb not null,
      deleted_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index live_deleted_row on live_deleted (table_name, row_id)`.execute(db);
  await sql`create index live_deleted_age on live_deleted (deleted_at)`.execute(db);

  await sql`
    create table live_presence (
      user_id integer not null references users(id) on delete cascade,
      tab uuid not null,
      stream uuid,
      resource text not null,
      record_id integer not null,
      seen_at timestamptz not null default now(),
      primary key (user_id, tab)
    )`.execute(db);
  await sql`create index live_presence_record on live_presence (resource, record_id)`.execute(db);
  await sql`create index live_presence_stream on live_presence (stream)`.execute(db);
  await sql`create index live_presence_age on live_presence (seen_at)`.execute(db);

  await sql`
    create function live_publish() returns trigger language plpgsql as $$
    declare
      key text := tg_argv[0];
      kind text := case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end;
      actor integer := nullif(current_setting('app.actor', true), '')::integer;
      ids jsonb;
      total integer;
      first integer := 0;
    begin
      if tg_op = 'DELETE' then
        execute format('select jsonb_agg(distinct %I) from old_rows', key) into ids;
        if tg_argv[1] = 'tombstones' then
          delete from live_deleted where deleted_at < now() - interval '10 minutes';
          execute format('insert into live_deleted (table_name, row_id, row) select %L, o.%I::text, to_jsonb(o) from old_rows o', tg_table_name, key);
        end if;
      else
        execute format('select jsonb_agg(distinct %I) from new_rows', key) into ids;
      end if;
      if ids is null then return null; end if;
      total := jsonb_array_length(ids);
      while first < total loop
        perform pg_notify('live', json_build_object(
          'table', tg_table_name,
          'type', kind,
          'ids', jsonb_path_query_array(ids, format('$[%s to %s]', first, least(first + 399, total - 1))::jsonpath),
          'by', actor)::text);
        first := first + 400;
      end loop;
      return null;
    end $$`.execute(db);

  await sql`
    create function live_watch(target text, key text default 'id', tombstones boolean default true) returns void language plpgsql as $$
    declare
      keep text := case when tombstones then 'tombstones' else 'none' end;
    begin
      execute format('create trigger live_created after insert on %I referencing new table as new_rows for each statement execute function live_publish(%L, %L)', target, key, keep);
      execute format('create trigger live_updated after update on %I referencing new table as new_rows for each statement execute function live_publish(%L, %L)', target, key, keep);
      execute format('create trigger live_deleted after delete on %I referencing old table as old_rows for each statement execute function live_publish(%L, %L)', target, key, keep);
    end $$`.execute(db);

  for (const table of WATCHED) await sql`select live_watch(${table})`.execute(db);
  // Accounts: no tombstones (a user's row holds its password hash). Sessions and role grants are
  // heard so that a stream whose session is revoked, or whose user loses a role, is closed or
  // narrowed at once; they never reach a browser.
  await sql`select live_watch('users', 'id', false)`.execute(db);
  await sql`select live_watch('company', 'id', false)`.execute(db);
  await sql`select live_watch('sessions', 'id', false)`.execute(db);
  await sql`select live_watch('user_roles', 'user_id', false)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...WATCHED, "users", "company", "sessions", "user_roles"]) {
    for (const trigger of ["live_created", "live_updated", "live_deleted"])
      await sql`drop trigger ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function live_watch(text, text, boolean)`.execute(db);
  await sql`drop function live_publish()`.execute(db);
  await sql`drop table live_presence`.execute(db);
  await sql`drop table live_deleted`.execute(db);
}
