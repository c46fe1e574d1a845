import { sql, type CreateTableBuilder, type Kysely } from "kysely";

// Projects and tasks get the rest of their fields (docs/product.md#entities) and their satellites: project
// managers, phases, milestones, notes, files, issues, comments, dependencies and time entries.
// Every table carries the same bookkeeping columns.
function table(db: Kysely<any>, name: string): CreateTableBuilder<string, never> {
  return db.schema
    .createTable(name)
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`));
}

async function index(db: Kysely<any>, tableName: string, ...columns: string[]): Promise<void> {
  await db.schema
    .createIndex(`${tableName}_${columns.join("_")}_idx`)
    .on(tableName)
    .columns(columns)
    .execute();
}

const PRIORITY_CHECK = sql`priority in ('low', 'medium', 'high', 'urgent')`;

export async function up(db: Kysely<any>): Promise<void> {
  await table(db, "project_managers")
    .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id").onDelete("restrict"))
    .addColumn("role", "varchar(80)")
    .addColumn("specialization", "varchar(120)")
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("can_manage_projects", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();

  // A state with `completes` set marks its tasks as completed (completed_at, progress 100).
  await db.schema
    .alterTable("task_states")
    .addColumn("completes", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();

  const firstState = (states: string) => sql`(select id from ${sql.table(states)} order by "order", id limit 1)`;
  await sql`update projects set project_state_id = ${firstState("project_states")} where project_state_id is null`.execute(
    db,
  );
  await sql`update tasks set task_state_id = ${firstState("task_states")} where task_state_id is null`.execute(db);

  await db.schema
    .alterTable("projects")
    .addColumn("description", "varchar(5000)")
    .addColumn("client_id", "integer", (c) => c.references("lead_clients.id").onDelete("restrict"))
    .addColumn("manager_id", "integer", (c) => c.references("project_managers.id").onDelete("restrict"))
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0).check(sql`progress between 0 and 100`))
    .addColumn("budget", sql`numeric(14,2)`, (c) => c.check(sql`budget >= 0`))
    .addColumn("start_date", "date")
    .addColumn("end_date", "date")
    .addColumn("estimated_end_date", "date")
    .addColumn("estimated_hours", sql`numeric(10,2)`, (c) => c.check(sql`estimated_hours >= 0`))
    .addColumn("actual_hours", sql`numeric(10,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn("priority", "varchar(10)", (c) => c.notNull().defaultTo("medium").check(PRIORITY_CHECK))
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("board_position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table projects alter column project_state_id set not null`.execute(db);
  await sql`alter table projects add constraint projects_dates_check check (end_date >= start_date)`.execute(db);

  await table(db, "project_phases")
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("name", "varchar(160)", (c) => c.notNull())
    .addColumn("description", "varchar(2000)")
    .addColumn("start_date", "date")
    .addColumn("end_date", "date")
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0).check(sql`progress between 0 and 100`))
    .addColumn("completed", "boolean", (c) => c.notNull().defaultTo(false))
    .addCheckConstraint("project_phases_dates_check", sql`end_date >= start_date`)
    .execute();

  await db.schema
    .alterTable("tasks")
    .addColumn("phase_id", "integer", (c) => c.references("project_phases.id").onDelete("set null"))
    .addColumn("description", "varchar(5000)")
    .addColumn("assigned_to", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("priority", "varchar(10)", (c) => c.notNull().defaultTo("medium").check(PRIORITY_CHECK))
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0).check(sql`progress between 0 and 100`))
    .addColumn("estimated_hours", sql`numeric(10,2)`, (c) => c.check(sql`estimated_hours >= 0`))
    .addColumn("actual_hours", sql`numeric(10,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn("start_date", "date")
    .addColumn("due_date", "date")
    .addColumn("completed_at", "timestamptz")
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("board_position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table tasks alter column task_state_id set not null`.execute(db);
  await sql`alter table tasks add constraint tasks_dates_check check (due_date >= start_date)`.execute(db);

  await table(db, "project_milestones")
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("name", "varchar(160)", (c) => c.notNull())
    .addColumn("description", "varchar(2000)")
    .addColumn("due_date", "date", (c) => c.notNull())
    .addColumn("completed", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();

  for (const [name, owner, ownerTable] of [
    ["project_notes", "project_id", "projects"],
    ["task_notes", "task_id", "tasks"],
  ] as const) {
    await table(db, name)
      .addColumn(owner, "integer", (c) => c.notNull().references(`${ownerTable}.id`).onDelete("cascade"))
      .addColumn("content", "varchar(5000)", (c) => c.notNull())
      .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .execute();
  }

  for (const [name, owner, ownerTable] of [
    ["project_files", "project_id", "projects"],
    ["task_files", "task_id", "tasks"],
  ] as const) {
    await table(db, name)
      .addColumn(owner, "integer", (c) => c.notNull().references(`${ownerTable}.id`).onDelete("cascade"))
      .addColumn("filename", "varchar(80)", (c) => c.notNull().unique())
      .addColumn("original_name", "varchar(255)", (c) => c.notNull())
      .addColumn("mime_type", "varchar(120)", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull().check(sql`size >= 0`))
      .addColumn("uploaded_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .execute();
  }

  await table(db, "project_issues")
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "varchar(5000)")
    .addColumn("priority", "varchar(10)", (c) => c.notNull().defaultTo("medium").check(PRIORITY_CHECK))
    .addColumn("status", "varchar(12)", (c) =>
      c.notNull().defaultTo("opened").check(sql`status in ('opened', 'in_progress', 'closed', 'archived')`),
    )
    .addColumn("assigned_to", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reported_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("resolved_at", "timestamptz")
    .execute();

  await table(db, "task_comments")
    .addColumn("task_id", "integer", (c) => c.notNull().references("tasks.id").onDelete("cascade"))
    .addColumn("content", "varchar(5000)", (c) => c.notNull())
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("internal", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("pinned", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("parent_id", "integer", (c) => c.references("task_comments.id").onDelete("cascade"))
    .execute();

  await table(db, "task_dependencies")
    .addColumn("task_id", "integer", (c) => c.notNull().references("tasks.id").onDelete("cascade"))
    .addColumn("depends_on_id", "integer", (c) => c.notNull().references("tasks.id").onDelete("cascade"))
    .addColumn("type", "varchar(20)", (c) =>
      c.notNull().defaultTo("finish_to_start").check(sql`type in ('finish_to_start')`),
    )
    .addUniqueConstraint("task_dependencies_task_id_depends_on_id_key", ["task_id", "depends_on_id"])
    .addCheckConstraint("task_dependencies_self_check", sql`task_id <> depends_on_id`)
    .execute();

  await table(db, "time_entries")
    .addColumn("task_id", "integer", (c) => c.notNull().references("tasks.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("restrict"))
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    .addColumn("ended_at", "timestamptz")
    .addColumn("minutes", "integer", (c) => c.check(sql`minutes between 0 and 100000`))
    .addColumn("note", "varchar(500)")
    .addColumn("billable", "boolean", (c) => c.notNull().defaultTo(true))
    .addCheckConstraint("time_entries_dates_check", sql`ended_at >= started_at`)
    .execute();
  // One running timer per user: a second start is refused by the database itself.
  await sql`create unique index time_entries_running_key on time_entries (user_id) where ended_at is null and minutes is null`.execute(
    db,
  );

  await index(db, "projects", "manager_id");
  await index(db, "projects", "client_id");
  await index(db, "project_phases", "project_id");
  await index(db, "project_milestones", "project_id");
  await index(db, "project_notes", "project_id");
  await index(db, "project_files", "project_id");
  await index(db, "project_issues", "project_id");
  await index(db, "tasks", "phase_id");
  await index(db, "tasks", "assigned_to");
  await index(db, "task_notes", "task_id");
  await index(db, "task_files", "task_id");
  await index(db, "task_comments", "task_id");
  await index(db, "task_comments", "parent_id");
  await index(db, "task_dependencies", "depends_on_id");
  await index(db, "time_entries", "task_id");
  await index(db, "time_entries", "user_id");

  await rollUpTriggers(db);
}

// Derived values live in the database so every path (CRUD, board, Gantt, seed) keeps them right,
// inside the writing transaction. Parents are locked before they are summed, so two writers never
// both compute from a stale sum.
async function rollUpTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create function time_entries_minutes() returns trigger language plpgsql as $$
    begin
      if new.ended_at is not null then
        new.minutes := round(extract(epoch from (new.ended_at - new.started_at)) / 60);
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger time_entries_minutes before insert or update on time_entries for each row execute function time_entries_minutes()`.execute(
    db,
  );

  await sql`
    create function task_actual_hours(target integer) returns void language plpgsql as $$
    begin
      perform 1 from tasks where id = target for update;
      update tasks set actual_hours = coalesce((select sum(minutes) from time_entries where task_id = target), 0) / 60.0
        where id = target;
    end $$`.execute(db);
  await sql`
    create function time_entries_roll_up() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform task_actual_hours(old.task_id); end if;
      if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.task_id <> old.task_id or new.minutes is distinct from old.minutes) then
        perform task_actual_hours(new.task_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger time_entries_roll_up after insert or update or delete on time_entries for each row execute function time_entries_roll_up()`.execute(
    db,
  );

  await sql`
    create function tasks_completion() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or new.task_state_id is distinct from old.task_state_id then
        if coalesce((select completes from task_states where id = new.task_state_id), false) then
          new.completed_at := coalesce(new.completed_at, now());
          new.progress := 100;
        else
          new.completed_at := null;
        end if;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger tasks_completion before insert or update on tasks for each row execute function tasks_completion()`.execute(
    db,
  );

  // Progress is weighted by estimated hours; when no task has an estimate, every task weighs the same.
  await sql`
    create function project_roll_up(target integer) returns void language plpgsql as $$
    begin
      perform 1 from projects where id = target for update;
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
    end $$`.execute(db);
  await sql`
    create function tasks_roll_up() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform project_roll_up(old.project_id);
      elsif tg_op = 'INSERT' then
        perform project_roll_up(new.project_id);
      elsif new.project_id <> old.project_id or new.progress <> old.progress
         or new.actual_hours <> old.actual_hours or new.estimated_hours is distinct from old.estimated_hours then
        perform project_roll_up(new.project_id);
        if new.project_id <> old.project_id then perform project_roll_up(old.project_id); end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger tasks_roll_up after insert or update or delete on tasks for each row execute function tasks_roll_up()`.execute(
    db,
  );

  await sql`
    create function project_issues_resolved() returns trigger language plpgsql as $$
    begin
      if new.status in ('closed', 'archived') then
        new.resolved_at := coalesce(new.resolved_at, now());
      else
        new.resolved_at := null;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger project_issues_resolved before insert or update on project_issues for each row execute function project_issues_resolved()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "time_entries",
    "task_dependencies",
    "task_comments",
    "project_issues",
    "task_files",
    "project_files",
    "task_notes",
    "project_notes",
    "project_milestones",
  ]) {
    await db.schema.dropTable(name).execute();
  }
  await sql`drop trigger tasks_roll_up on tasks; drop trigger tasks_completion on tasks`.execute(db);
  await db.schema
    .alterTable("tasks")
    .dropColumn("phase_id")
    .dropColumn("description")
    .dropColumn("assigned_to")
    .dropColumn("priority")
    .dropColumn("progress")
    .dropColumn("estimated_hours")
    .dropColumn("actual_hours")
    .dropColumn("start_date")
    .dropColumn("due_date")
    .dropColumn("completed_at")
    .dropColumn("active")
    .dropColumn("board_position")
    .execute();
  await db.schema.dropTable("project_phases").execute();
  await db.schema
    .alterTable("projects")
    .dropColumn("description")
    .dropColumn("client_id")
    .dropColumn("manager_id")
    .dropColumn("progress")
    .dropColumn("budget")
    .dropColumn("start_date")
    .dropColumn("end_date")
    .dropColumn("estimated_end_date")
    .dropColumn("estimated_hours")
    .dropColumn("actual_hours")
    .dropColumn("priority")
    .dropColumn("active")
    .dropColumn("board_position")
    .execute();
  await db.schema.dropTable("project_managers").execute();
  await db.schema.alterTable("task_states").dropColumn("completes").execute();
  for (const fn of [
    "time_entries_minutes",
    "time_entries_roll_up",
    "task_actual_hours",
    "tasks_completion",
    "project_roll_up",
    "tasks_roll_up",
    "project_issues_resolved",
  ]) {
    await sql`drop function if exists ${sql.raw(fn)} cascade`.execute(db);
  }
}
