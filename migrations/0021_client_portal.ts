import { sql, type Kysely } from "kysely";

// The client portal (issue 26, points 8–13).
//
// Live events of tables that opt in (`live_watch_columns`) name the columns an update changed, so
// the API tells a reader of an update only when it changed something that reader may read: a
// client hears nothing of the team's own columns of a ticket (an SLA warning recorded, a clock).
// live_publish keeps its signature and its payload for every other table.
//
// A ticket nobody has is "new", one somebody has "assigned" (point 12): the API keeps the rule
// with its messages (api/modules/support/ticket-assignee.ts); this trigger keeps it for every
// other write, such as a deleted user's tickets, whose assignee the foreign key clears.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function live_publish() returns trigger language plpgsql as $$
    declare
      key text := tg_argv[0];
      kind text := case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end;
      actor integer := nullif(current_setting('app.actor', true), '')::integer;
      ids jsonb;
      changed jsonb;
      total integer;
      first integer := 0;
    begin
      if tg_op = 'DELETE' then
        execute format('select jsonb_agg(distinct %I) from old_rows', key) into ids;
        if tg_argv[1] = 'tombstones' then
          delete from live_deleted where deleted_at < now() - interval '10 minutes';
          execute format('insert into live_deleted (table_name, row_id, row) '
            || 'select %L, o.%I::text, to_jsonb(o) from old_rows o', tg_table_name, key);
        end if;
      else
        execute format('select jsonb_agg(distinct %I) from new_rows', key) into ids;
      end if;
      if ids is null then return null; end if;
      if tg_op = 'UPDATE' and tg_argv[2] = 'columns' then
        execute format(
          'select coalesce(jsonb_agg(distinct e.key), ''[]''::jsonb) from new_rows n join old_rows o on o.%1$I = n.%1$I
             cross join lateral jsonb_each(to_jsonb(n)) e where e.value is distinct from to_jsonb(o) -> e.key', key)
          into changed;
      end if;
      total := jsonb_array_length(ids);
      while first < total loop
        perform pg_notify('live', (json_build_object(
          'table', tg_table_name,
          'type', kind,
          'ids', jsonb_path_query_array(ids, format('$[%s to %s]', first, least(first + 399, total - 1))::jsonpath),
          'by', actor)::jsonb
          || case when changed is null then '{}'::jsonb else jsonb_build_object('columns', changed) end)::text);
        first := first + 400;
      end loop;
      return null;
    end $$`.execute(db);

  await sql`
    create function live_watch_columns(target text, key text default 'id') returns void language plpgsql as $$
    begin
      execute format('drop trigger if exists live_updated on %I', target);
      execute format('create trigger live_updated after update on %I '
        || 'referencing old table as old_rows new table as new_rows '
        || 'for each statement execute function live_publish(%L, %L, %L)', target, key, 'tombstones', 'columns');
    end $$`.execute(db);
  await sql`select live_watch_columns('tickets')`.execute(db);

  await sql`
    create function tickets_keep_assignee() returns trigger language plpgsql as $$
    begin
      if new.status = 'assigned' and new.assignee_id is null then new.status := 'new';
      elsif new.status = 'new' and new.assignee_id is not null then new.status := 'assigned';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger tickets_keep_assignee before insert or update of status, assignee_id on tickets
    for each row execute function tickets_keep_assignee()`.execute(db);
  await sql`alter table tickets alter column status set default 'new'`.execute(db);
  await sql`update tickets set status = 'new' where status = 'assigned' and assignee_id is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger tickets_keep_assignee on tickets`.execute(db);
  await sql`drop function tickets_keep_assignee()`.execute(db);
  await sql`update tickets set status = 'assigned' where status = 'new'`.execute(db);
  await sql`alter table tickets alter column status set default 'assigned'`.execute(db);
  await sql`drop trigger live_updated on tickets`.execute(db);
  await sql`
    create trigger live_updated after update on tickets referencing new table as new_rows
    for each statement execute function live_publish('id', 'tombstones')`.execute(db);
  await sql`drop function live_watch_columns(text, text)`.execute(db);
}
