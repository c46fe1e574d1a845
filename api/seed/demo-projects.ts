import { sql, type Insertable, type Kysely } from "kysely";
import { GAP } from "../modules/kanban/board-position.js";
import { DEMO_PASSWORD, createUser } from "./demo-users.js";
import {
  DEMO_COMMENTS,
  DEMO_MANAGERS,
  DEMO_PROJECTS,
  DEMO_PROJECT_CLIENTS,
  DEMO_TEAM,
  type TeamKey,
} from "./demo-projects-data.js";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";

// Demo projects with phases, tasks, dependencies, logged time, notes, comments, issues and
// milestones, so every projects screen has something to show right after `npm start`. One
// multi-row insert per table; the database's triggers roll hours and progress up.

const DAY = 86_400_000;

/** A date `offset` days from `today`, as YYYY-MM-DD. */
function day(today: Date, offset: number): string {
  return new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10);
}

async function idsByName(db: Kysely<Database>, table: string, column = "name"): Promise<Map<string, number>> {
  const rows = await dynamicTable(db)
    .selectFrom(table)
    .select(["id", `${column} as key`])
    .execute();
  return new Map(rows.map((r) => [String(r.key), r.id]));
}

function must<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data: unknown ${key}`);
  return value;
}

/** The seed's wall clock, at midnight UTC so every date is a whole day. */
function startOfToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function seedDemoProjects(db: Kysely<Database>, today = startOfToday()): Promise<void> {
  for (const member of DEMO_TEAM) await createUser(db, { ...member, password: DEMO_PASSWORD });
  const userIds = await idsByName(db, "users", "email");
  const team = (key: TeamKey) => must(userIds, `${key}@demo.test`);

  const managers = await db
    .insertInto("project_managers")
    .values(
      DEMO_MANAGERS.map((m) => ({ user_id: must(userIds, m.email), role: m.role, specialization: m.specialization })),
    )
    .returning(["id", "user_id"])
    .execute();
  const managerOf = (key: "admin" | "commercial") => managers.find((m) => m.user_id === team(key))!.id as number;

  await db.insertInto("lead_clients").values(DEMO_PROJECT_CLIENTS).execute();
  const clients = await idsByName(db, "lead_clients");
  const states = await idsByName(db, "project_states");
  const categories = await idsByName(db, "project_categories");
  const taskStates = await idsByName(db, "task_states");

  const projects = await db
    .insertInto("projects")
    .values(
      DEMO_PROJECTS.map((p) => ({
        name: p.name,
        description: p.description,
        client_id: must(clients, p.client),
        manager_id: managerOf(p.manager),
        project_category_id: must(categories, p.category),
        project_state_id: must(states, p.state),
        priority: p.priority,
        budget: p.budget,
        start_date: day(today, p.start),
        end_date: day(today, p.end),
        estimated_end_date: day(today, p.estimatedEnd),
        estimated_hours: p.tasks.reduce((sum, t) => sum + t[5], 0),
      })),
    )
    .returning(["id", "name"])
    .execute();
  const projectIds = DEMO_PROJECTS.map((p) => projects.find((row) => row.name === p.name)!.id as number);

  const phases = await db
    .insertInto("project_phases")
    .values(
      DEMO_PROJECTS.flatMap((p, i) =>
        p.phases.map(([name, start, end], order) => ({
          project_id: projectIds[i],
          name,
          order: order + 1,
          start_date: day(today, start),
          end_date: day(today, end),
        })),
      ),
    )
    .returning(["id", "project_id", "name"])
    .execute();
  const phaseIds = DEMO_PROJECTS.map((p, i) =>
    p.phases.map(([name]) => phases.find((row) => row.project_id === projectIds[i] && row.name === name)!.id as number),
  );

  const tasks = await db
    .insertInto("tasks")
    .values(
      DEMO_PROJECTS.flatMap((p, i) =>
        p.tasks.map(([name, phase, who, state, priority, hours, progress, start, days]) => ({
          project_id: projectIds[i],
          phase_id: phase === null ? null : phaseIds[i][phase],
          name,
          assigned_to: team(who),
          task_state_id: must(taskStates, state),
          priority,
          estimated_hours: hours,
          progress,
          start_date: day(today, start),
          due_date: day(today, start + days - 1),
          // A completing state sets completed_at; the demo says when it really happened.
          completed_at: state === "Hecha" ? `${day(today, start + days - 1)}T16:00:00Z` : null,
        })),
      ),
    )
    .returning(["id", "project_id", "name"])
    .execute();
  const taskIds = DEMO_PROJECTS.map((p, i) =>
    p.tasks.map(([name]) => tasks.find((row) => row.project_id === projectIds[i] && row.name === name)!.id as number),
  );

  const dependencies = DEMO_PROJECTS.flatMap((p, i) =>
    p.tasks.flatMap((t, j) => (t[9] ?? []).map((k) => ({ task_id: taskIds[i][j], depends_on_id: taskIds[i][k] }))),
  );
  await db.insertInto("task_dependencies").values(dependencies).execute();

  await db
    .insertInto("time_entries")
    .values(timeEntries(today, taskIds, team))
    .execute();

  await db
    .insertInto("project_milestones")
    .values(
      DEMO_PROJECTS.flatMap((p, i) =>
        p.milestones.map(([name, due, completed]) => ({
          project_id: projectIds[i],
          name,
          due_date: day(today, due),
          completed,
        })),
      ),
    )
    .execute();
  await db
    .insertInto("project_issues")
    .values(
      DEMO_PROJECTS.flatMap((p, i) =>
        p.issues.map((issue) => ({
          project_id: projectIds[i],
          title: issue.title,
          description: issue.description,
          priority: issue.priority,
          status: issue.status,
          assigned_to: team(issue.assigned),
          reported_by: team(issue.reporter),
        })),
      ),
    )
    .execute();
  await db
    .insertInto("project_notes")
    .values(
      DEMO_PROJECTS.flatMap((p, i) =>
        p.notes.map(([author, content]) => ({ project_id: projectIds[i], author_id: team(author), content })),
      ),
    )
    .execute();

  await seedComments(db, taskIds, team);
  await finishRollUps(db, projectIds);
}

/**
 * Time logged on every started task: sittings of at most four hours by its assignee, within its dates and never in
 * the future.
 */
function timeEntries(today: Date, taskIds: number[][], team: (key: TeamKey) => number) {
  const rows: Insertable<Database["time_entries"]>[] = [];
  DEMO_PROJECTS.forEach((p, i) =>
    p.tasks.forEach(([, , who, , , hours, progress, start, days], j) => {
      if (progress === 0) return;
      // A little over or under the estimate, the way real work goes.
      const minutes = Math.round(((hours * progress) / 100) * 60 * (0.85 + ((i + j) % 4) * 0.1));
      const lastDay = Math.min(start + days - 1, -1);
      const sittings = Math.max(1, Math.min(Math.ceil(minutes / 240), lastDay - start + 1));
      const share = Math.round(minutes / sittings);
      for (let s = 0; s < sittings; s++) {
        const offset = Math.min(start + Math.floor((s * (lastDay - start + 1)) / sittings), lastDay);
        const startedAt = new Date(today.getTime() + offset * DAY + 8 * 3_600_000);
        rows.push({
          task_id: taskIds[i][j],
          user_id: team(who),
          started_at: startedAt.toISOString(),
          ended_at: new Date(startedAt.getTime() + share * 60_000).toISOString(),
          note: s === 0 ? "Trabajo inicial" : "Seguimiento",
          billable: s % 4 !== 3,
        });
      }
    }),
  );
  return rows;
}

async function seedComments(db: Kysely<Database>, taskIds: number[][], team: (key: TeamKey) => number) {
  const p = DEMO_PROJECTS.findIndex((project) => project.name === DEMO_COMMENTS.project);
  const t = DEMO_PROJECTS[p].tasks.findIndex((task) => task[0] === DEMO_COMMENTS.task);
  const taskId = taskIds[p][t];
  const inserted: number[] = [];
  // One at a time: a reply needs the id of the comment it answers.
  for (const c of DEMO_COMMENTS.thread) {
    const parent = "replyTo" in c && c.replyTo !== undefined ? inserted[c.replyTo] : null;
    const row = await db
      .insertInto("task_comments")
      .values({
        task_id: taskId,
        author_id: team(c.author),
        content: c.content,
        internal: c.internal,
        pinned: c.pinned,
        parent_id: parent,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    inserted.push(row.id as number);
  }
  await db
    .insertInto("task_notes")
    .values({
      task_id: taskId,
      author_id: team("diego"),
      content: "Plantillas basadas en la guía de estilo; pendiente el modo oscuro.",
    })
    .execute();
}

/**
 * What no trigger keeps: phases' progress from their tasks, and board order within each column (with the board's
 * gaps).
 */
async function finishRollUps(db: Kysely<Database>, projectIds: number[]) {
  await sql`
    update project_phases ph set
      progress = s.progress,
      completed = s.done
    from (
      select phase_id,
             round(sum(progress * coalesce(estimated_hours, 1)) / nullif(sum(coalesce(estimated_hours, 1)), 0))::int as
             progress,
             bool_and(completed_at is not null) as done
      from tasks where project_id in (${sql.join(projectIds)}) and phase_id is not null group by phase_id
    ) s
    where ph.id = s.phase_id`.execute(db);
  await sql`
    update tasks t set board_position = s.position
    from (select id, (${sql.lit(GAP)} * row_number() over (partition by task_state_id order by due_date nulls last,
    id))::int as position from tasks) s
    where t.id = s.id`.execute(db);
  await sql`
    update projects p set board_position = s.position
    from (select id, (${sql.lit(GAP)} * row_number() over (partition by project_state_id order by end_date nulls last,
    id))::int as position from projects) s
    where p.id = s.id`.execute(db);
}
