import { sql, type Kysely } from "kysely";
import { GAP } from "../modules/kanban/board-position.js";
import { TASK_KINDS, intArray, mix } from "./large-data-sql.js";
import type { Database } from "../db/schema.js";

// Tasks, their dependencies and logged time for the large data set, then the roll-ups the
// database's triggers would have computed row by row (they are off during the load).

export interface TaskLookups {
  /** States a task is open in, in board order (the first is "to do", the last "in review"). */
  open: number[];
  /** The state that completes a task, and whether it does (sets completed_at). */
  done: number;
  doneCompletes: boolean;
  staff: number[];
}

/**
 * `count` tasks over the projects from `firstProject` on: the first projects get more (up to ~5×),
 * each project's tasks follow each other through its dates, and their state and progress follow
 * the calendar (past ones done, future ones to do).
 */
export async function insertTasks(
  db: Kysely<Database>,
  count: number,
  firstProject: number,
  l: TaskLookups,
): Promise<void> {
  const g = sql`g`;
  const open = l.open.length;
  await sql`
    with numbered as (select id, start_date, end_date, row_number() over (order by id) as pn from projects where id >=
    ${firstProject}),
    slots as (
      select g, pn, row_number() over (partition by pn order by g) as k, count(*) over (partition by pn) as cnt
      from (select g, 1 + floor((select count(*) from numbered) * power((g - 0.5) / ${sql.lit(count)}, 1.25))::int as pn
            from generate_series(1, ${sql.lit(count)}) g) s0
    ),
    dated as (
      select s.g, s.k, s.cnt, p.id as project_id, p.end_date,
             p.start_date + floor((s.k - 1) * (p.end_date - p.start_date)::numeric / s.cnt)::int as start_date,
             greatest(1, floor(2 * (p.end_date - p.start_date)::numeric / s.cnt)::int) as len
      from slots s join numbered p on p.pn = s.pn
    ),
    staged as (
      select d.*, least(d.start_date + d.len - 1, d.end_date) as due_date,
             case when least(d.start_date + d.len - 1, d.end_date) < current_date then (case when ${mix(g, 12, 10)} < 9
             then 'done' else 'review' end)
                  when d.start_date > current_date then 'todo'
                  when ${mix(g, 13, 5)} = 0 then 'review' else 'doing' end as stage
      from dated d
    ),
    stated as (
      select t.*, ph.id as phase_id,
             case t.stage when 'done' then ${sql.lit(l.done)} when 'todo' then ${sql.lit(l.open[0])}
                          when 'review' then ${sql.lit(l.open[open - 1])} else ${sql.lit(l.open[Math.min(1, open - 1)])}
                          end as task_state_id
      from staged t
      join project_phases ph on ph.project_id = t.project_id and ph."order" = 1 + ((t.k - 1) * 3) / t.cnt
    ),
    -- Cards already on the board keep their places; the new ones follow, soonest due first, with
    -- the board's gaps between them (a card dropped between two others takes the midpoint).
    bases as (select task_state_id, max(board_position) as base from tasks group by task_state_id)
    insert into tasks (project_id, phase_id, name, assigned_to, task_state_id, board_position, priority, progress,
      estimated_hours, start_date, due_date, completed_at)
    select t.project_id, t.phase_id,
           (array[${sql.join(TASK_KINDS.map((k) => sql.lit(k)))}]::text[])[1 + ${mix(g, 14, TASK_KINDS.length)}] || ' '
           || t.k,
           (${intArray(l.staff)})[1 + ${mix(g, 15, l.staff.length)}],
           t.task_state_id,
           coalesce(b.base, 0) + ${sql.lit(GAP)} * row_number() over (partition by t.task_state_id order by t.due_date,
           t.g),
           (array['low', 'medium', 'medium', 'high', 'urgent'])[1 + ${mix(g, 16, 5)}],
           case t.stage when 'done' then 100 when 'todo' then 0 when 'review' then 90 else 5 + ${mix(g, 17, 86)} end,
           2 + ${mix(g, 18, 39)},
           t.start_date, t.due_date,
           case when t.stage = 'done' and ${sql.lit(l.doneCompletes)} then t.due_date + time '16:00' end
    from stated t left join bases b on b.task_state_id = t.task_state_id
    order by t.g`.execute(db);
}

/**
 * Finish-to-start links inside a project: a task depends on the one two places before it, which
 * by construction ends before it starts; links only point backwards, so there is never a cycle.
 */
export async function insertDependencies(db: Kysely<Database>, firstTask: number, percent: number): Promise<void> {
  await sql`
    with numbered as (select id, project_id, row_number() over (partition by project_id order by id) as k from tasks
    where id >= ${firstTask})
    insert into task_dependencies (task_id, depends_on_id)
    select a.id, b.id from numbered a join numbered b on b.project_id = a.project_id and b.k = a.k - 2
    where ${mix(sql`a.id`, 21, 100)} < ${sql.lit(percent)} order by a.id`.execute(db);
}

/** Up to two sittings on started tasks, by their assignee, in days already gone. */
export async function insertTimeEntries(db: Kysely<Database>, firstTask: number, count: number): Promise<void> {
  const key = sql`t.id * 2 + e`;
  await sql`
    insert into time_entries (task_id, user_id, started_at, ended_at, minutes, note, billable)
    select id, user_id, started_at, started_at + minutes * interval '1 minute', minutes, 'Registro de trabajo', billable
    from (
      select t.id, t.assigned_to as user_id,
             (t.start_date + least(e - 1, greatest(0, current_date - t.start_date - 1)))::timestamptz + interval
             '9 hours' as started_at,
             greatest(15, round(t.estimated_hours * 60 * t.progress / 100 * (35 + ${mix(key, 31, 41)}) / 100))::int as
             minutes,
             ${mix(key, 32, 5)} <> 0 as billable, ${mix(key, 33, 1_000_000)} as shuffle
      from tasks t cross join generate_series(1, 2) e
      where t.id >= ${firstTask} and t.progress > 0 and t.start_date < current_date
    ) s
    order by shuffle limit ${sql.lit(count)}`.execute(db);
}

/** What the triggers keep row by row, computed once for the loaded rows; and the projects' board order. */
export async function rollUp(db: Kysely<Database>, firstProject: number, firstTask: number): Promise<void> {
  await sql`
    update tasks t set actual_hours = s.minutes / 60.0
    from (select task_id, sum(minutes) as minutes from time_entries where task_id >= ${firstTask} group by task_id) s
    where t.id = s.task_id`.execute(db);
  // The same formula as project_roll_up(): progress weighted by estimates, plain average without.
  await sql`
    update projects p set
      actual_hours = s.hours, estimated_hours = s.weight,
      progress = coalesce(case when s.weight > 0 then round(s.weighted / s.weight) else round(s.plain) end, 0)
    from (select project_id, sum(actual_hours) as hours, sum(progress * coalesce(estimated_hours, 0)) as weighted,
                 sum(coalesce(estimated_hours, 0)) as weight, avg(progress) as plain
          from tasks where project_id >= ${firstProject} group by project_id) s
    where p.id = s.project_id`.execute(db);
  await sql`
    update project_phases ph set progress = s.progress, completed = s.done
    from (select phase_id, round(sum(progress * coalesce(estimated_hours, 1)) / sum(coalesce(estimated_hours, 1)))::int
    as progress,
                 bool_and(progress = 100) as done
          from tasks where project_id >= ${firstProject} and phase_id is not null group by phase_id) s
    where ph.id = s.phase_id`.execute(db);
  // Projects already on the board keep their order; the new ones follow, soonest ending first.
  await sql`
    update projects p set board_position = s.position
    from (select id, (${sql.lit(GAP)} * row_number() over (partition by project_state_id order by id >= ${firstProject},
    board_position, end_date, id))::int as position from projects) s
    where p.id = s.id and p.board_position <> s.position`.execute(db);
}
