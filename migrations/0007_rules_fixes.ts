import { sql, type Kysely } from "kysely";

// The roll-up functions of 0005 locked the parent row FOR UPDATE. Inserting a time entry (or a
// task) first takes a KEY SHARE lock on that same parent through its foreign key, and FOR UPDATE
// conflicts with KEY SHARE: two concurrent entries on one task (or two new tasks in one project)
// each held KEY SHARE and waited for the other's, a deadlock answered as 409. FOR NO KEY UPDATE
// still serializes the roll-ups (it conflicts with itself) but not with foreign-key checks.
type Lock = "for update" | "for no key update";

function taskActualHours(lock: Lock) {
  return sql`
    create or replace function task_actual_hours(target integer) returns void language plpgsql as $$
    begin
      perform 1 from tasks where id = target ${sql.raw(lock)};
      update tasks set actual_hours = coalesce((select sum(minutes) from time_entries where task_id = target), 0) / 60.0
        where id = target;
    end $$`;
}

function projectRollUp(lock: Lock) {
  return sql`
    create or replace function project_roll_up(target integer) returns void language plpgsql as $$
    begin
      perform 1 from projects where id = target ${sql.raw(lock)};
      update projects p set
        actual_hours = coalesce(s.hours, 0),
        progress = coalesce(case when s.weight > 0 then round(s.weighted / s.weight) else round(s.plain) end, 0)
      from (
        select sum(actual_hours) as hours,
               sum(progress * coalesce(estimated_hours, 0)) as weighted,
               sum(coalesce(estimated_hours, 0)) as weight,
               avg(progress) as plain
        from tasks where project_id = target
      ) s
      where p.id = target;
    end $$`;
}

export async function up(db: Kysely<any>): Promise<void> {
  await taskActualHours("for no key update").execute(db);
  await projectRollUp("for no key update").execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await taskActualHours("for update").execute(db);
  await projectRollUp("for update").execute(db);
}
