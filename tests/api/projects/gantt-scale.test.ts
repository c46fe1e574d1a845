import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createManager, createProject, defaultProjectState, defaultTaskState } from "../../fixtures/projects.js";
import { expectStatus, openPlanning, send, userWithRole, type PlanningContext } from "./support.js";
import type { Api } from "../../fixtures/records.js";

// The Gantt of 5,000 tasks (50 projects of 100 tasks, 5 phases and 2 milestones each, each task
// after the one before it) comes back whole in one answer, for an admin and for a commercial user
// who manages half the projects and has one task in each of the others.
const PROJECTS = 50;
const TASKS_PER_PROJECT = 100;

for (const kind of DATABASE_KINDS) {
  describe(`Gantt of ${PROJECTS * TASKS_PER_PROJECT} tasks on ${kind}`, () => {
    let ctx: PlanningContext;
    let commercial: Api & { id: number };

    beforeAll(async () => {
      ctx = await openPlanning(kind);
      commercial = await userWithRole(ctx, "commercial");
      const managerId = (await createManager(ctx.admin, commercial.id)).id;
      const state = await defaultProjectState(ctx.admin);
      const taskState = await defaultTaskState(ctx.admin);
      const first = await createProject(ctx.admin, { manager_id: managerId });
      await sql`
        insert into projects (name, project_state_id, manager_id, start_date, end_date)
        select 'Grande ' || n, ${state}, case when n % 2 = 1 then ${managerId}::int end, date '2025-01-01', date
        '2025-12-31'
        from generate_series(2, ${PROJECTS}) n`.execute(ctx.db);
      const projectIds = (await ctx.db.selectFrom("projects").select("id").orderBy("id").execute()).map(
        (r) => r.id as number,
      );
      expect(projectIds[0]).toBe(first.id);
      await sql`
        insert into project_phases (project_id, name, start_date, end_date, "order")
        select p.id, 'Fase ' || n, date '2025-01-01' + (n - 1) * 60, date '2025-01-01' + n * 60 - 1, n
        from projects p, generate_series(1, 5) n`.execute(ctx.db);
      await sql`
        insert into tasks (project_id, phase_id, name, task_state_id, start_date, due_date, progress, assigned_to)
        select p.id, case when n % 2 = 0 then (select id from project_phases ph where ph.project_id = p.id order by
        "order" limit 1) end,
               'Tarea ' || n, ${taskState}, date '2025-01-01' + n, date '2025-01-01' + n, n % 101,
               case when n = 1 then ${commercial.id}::int end
        from projects p, generate_series(1, ${TASKS_PER_PROJECT}) n`.execute(ctx.db);
      await sql`
        insert into project_milestones (project_id, name, due_date)
        select p.id, 'Hito ' || n, date '2025-06-30' + n from projects p, generate_series(1, 2) n`.execute(ctx.db);
      await sql`
        insert into task_dependencies (task_id, depends_on_id)
        select id, previous from (select id, lag(id) over (partition by project_id order by id) as previous from tasks)
        t
        where previous is not null`.execute(ctx.db);
    }, 120_000);
    afterAll(async () => {
      await ctx?.test.close();
    });

    type Row = Record<string, any>;
    const count = (answer: Row, type: string) => answer.data.filter((item: Row) => item.type === type).length;

    it("answers every project, phase, task, milestone and link to an admin", async () => {
      const answer = await expectStatus(send(ctx.admin, "GET", "/api/gantt"), 200);
      expect([
        count(answer, "project"),
        count(answer, "phase"),
        count(answer, "task"),
        count(answer, "milestone"),
      ]).toEqual([PROJECTS, PROJECTS * 5, PROJECTS * TASKS_PER_PROJECT, PROJECTS * 2]);
      expect(answer.links).toHaveLength(PROJECTS * (TASKS_PER_PROJECT - 1));
    });

    it("answers a commercial user's scope, editable where they may edit", async () => {
      const answer = await expectStatus(send(commercial, "GET", "/api/gantt"), 200);
      // Every project is reached: half managed, the rest through the task assigned in each.
      expect(count(answer, "task")).toBe(PROJECTS * TASKS_PER_PROJECT);
      const projects = answer.data.filter((item: Row) => item.type === "project");
      expect(projects.filter((p: Row) => p.editable)).toHaveLength(PROJECTS / 2);
      expect(answer.data.filter((item: Row) => item.type !== "project").every((item: Row) => item.editable)).toBe(true);
      // Tasks in a phase hang from it, the others from their project.
      const parents = new Set(
        answer.data.filter((item: Row) => item.type === "task").map((t: Row) => t.parent.replace(/\d+$/, "")),
      );
      expect([...parents].sort()).toEqual(["p", "ph"]);
    });
  });
}
