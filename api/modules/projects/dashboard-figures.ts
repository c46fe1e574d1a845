import { sql } from "kysely";
import { flagCondition } from "../../crud/derived-filters.js";
import { atRiskCondition, behindCondition, elapsedPercent, overHoursCondition } from "./risk-filter.js";
import { scopeCondition } from "../../crud/row-scope.js";
import {
  between,
  link,
  num,
  numOrNull,
  resourceDef,
  within,
  type DashboardContext,
} from "../dashboard/dashboard-context.js";
import type { ProjectsFigures } from "../../../resources/projects/dashboard-answer.js";

// Projects (resources projects, time-entries, tasks): active projects, the active ones at risk
// (the projects' `at_risk` filter: progress behind the time gone, or hours over the estimate),
// hours logged in the range's week per person, and the reader's own open tasks due that week.

const PROJECTS = resourceDef("projects");
const TASKS = resourceDef("tasks");
const TIME = resourceDef("time-entries");
const ITEMS = 10;

export async function projectsFigures(c: DashboardContext): Promise<ProjectsFigures | null> {
  const scope = await c.scope("projects");
  if (!scope) return null;
  const inScope = scopeCondition(PROJECTS, scope);
  const [counts, risky, hours, tasks] = await Promise.all([
    sql<{ active: number; at_risk: number }>`
      select count(*) filter (where projects.active)::int as active, count(*) filter (where projects.active and
      ${atRiskCondition()})::int as at_risk
      from projects where ${inScope}`.execute(c.db),
    sql<{
      id: number;
      name: string;
      progress: number | null;
      elapsed: number | null;
      estimated: string | null;
      actual: string | null;
      behind: boolean;
      over: boolean;
    }>`
      select projects.id, projects.name, projects.progress, ${elapsedPercent()} as elapsed,
      projects.estimated_hours as estimated, projects.actual_hours as actual,
        ${behindCondition()} as behind, ${overHoursCondition()} as over
      from projects where ${inScope} and projects.active and ${atRiskCondition()}
      order by projects.end_date nulls last, projects.id limit ${ITEMS}`.execute(c.db),
    hoursThisWeek(c),
    myTasksDue(c),
  ]);
  return {
    active: { value: num(counts.rows[0].active), link: link("projects", { active: "true" }) },
    at_risk: {
      count: num(counts.rows[0].at_risk),
      link: link("projects", { active: "true", at_risk: "true" }),
      items: risky.rows.map((r) => ({
        id: r.id,
        name: r.name,
        progress: num(r.progress),
        elapsed_percent: numOrNull(r.elapsed),
        estimated_hours: numOrNull(r.estimated),
        actual_hours: num(r.actual),
        behind: Boolean(r.behind),
        over_hours: Boolean(r.over),
      })),
    },
    hours_this_week: hours,
    my_tasks_due_this_week: tasks,
  };
}

async function hoursThisWeek(c: DashboardContext): Promise<ProjectsFigures["hours_this_week"]> {
  const scope = await c.scope("time-entries");
  if (!scope) return [];
  const at = c.range.at.week;
  const { rows } = await sql<{ user_id: number; name: string; minutes: string | null }>`
    select e.user_id, trim(concat(u.name, ' ', u.lastname)) as name, sum(e.minutes) as minutes
    from (select time_entries.user_id, time_entries.minutes from time_entries
      where time_entries.started_at >= ${at.start} and time_entries.started_at < ${at.until} and time_entries.user_id is
      not null and ${scopeCondition(TIME, scope)}) e
    join users u on u.id = e.user_id
    group by e.user_id, u.name, u.lastname order by sum(e.minutes) desc nulls last, e.user_id`.execute(c.db);
  return rows.map((r) => ({
    user_id: r.user_id,
    name: r.name,
    hours: Math.round((num(r.minutes) / 60) * 100) / 100,
    link: link("time-entries", { user_id: String(r.user_id), ...within("started_at", at) }),
  }));
}

async function myTasksDue(c: DashboardContext): Promise<ProjectsFigures["my_tasks_due_this_week"]> {
  const week = c.range.week;
  const query = link("tasks", {
    assigned_to: String(c.userId),
    ...between("due_date", week.from, week.to),
    completed: "false",
  });
  const scope = await c.scope("tasks");
  if (!scope) return { count: 0, link: query, items: [] };
  const { rows } = await sql<{ id: number; name: string; project_id: number; project_name: string; due_date: string }>`
    select tasks.id, tasks.name, tasks.project_id, p.name as project_name, to_char(tasks.due_date, 'YYYY-MM-DD') as
    due_date
    from tasks join projects p on p.id = tasks.project_id
    where tasks.assigned_to = ${c.userId} and tasks.due_date >= ${week.from} and tasks.due_date <= ${week.to} and not
    ${flagCondition(TASKS, "completed")} and ${scopeCondition(TASKS, scope)}
    order by tasks.due_date, tasks.id`.execute(c.db);
  return {
    count: rows.length,
    link: query,
    items: rows.slice(0, ITEMS).map((r) => ({
      id: r.id,
      name: r.name,
      project_id: r.project_id,
      project_name: r.project_name,
      due_date: r.due_date,
    })),
  };
}
