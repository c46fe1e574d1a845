import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { seedDemo } from "../../../api/seed/seed-demo.js";
import { DEMO_PASSWORD } from "../../../api/seed/demo-users.js";
import { DEMO_COMMENTS, DEMO_PROJECTS, DEMO_TEAM } from "../../../api/seed/demo-projects-data.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";

// The demo's projects: there to be seen right after `npm start`, with the database's roll-ups
// already computed, and each demo user seeing what their role allows.
describe.each(DATABASE_KINDS)("demo projects on %s", (kind) => {
  let t: TestApp;
  let db: Kysely<any>;
  const tokens: Record<string, string> = {};

  async function get(who: string, url: string) {
    const res = await call(t.app, tokens[who], { method: "GET", url });
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json() as Record<string, any>[], total: Number(res.headers["x-total-count"]) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as Kysely<any>;
    await seedDemo(t.database.handle.db);
    for (const who of ["admin", "commercial", "client", "diego"]) {
      const res = await call(t.app, undefined, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `${who}@demo.test`, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      tokens[who] = res.json().access_token;
    }
  });
  afterAll(() => t.close());

  it("adds every project with its phases, tasks, dependencies, time, milestones, issues and notes", async () => {
    const { rows, total } = await get("admin", "/api/projects?_start=0&_end=50&_sort=name&_order=asc");
    expect(total).toBe(DEMO_PROJECTS.length);
    expect(rows.map((r) => r.name).sort()).toEqual(DEMO_PROJECTS.map((p) => p.name).sort());
    const web = rows.find((r) => r.name === "Web corporativa Academia Ejemplo")!;
    expect(web).toMatchObject({
      client_name: "Academia Ejemplo",
      manager_name: "Carmen Comercial",
      priority: "high",
      budget: 18500,
    });
    const tasks = await get("admin", "/api/tasks?_start=0&_end=0");
    expect(tasks.total).toBe(DEMO_PROJECTS.reduce((n, p) => n + p.tasks.length, 0));
    const counts = await sql<Record<string, number>>`select
      (select count(*)::int from project_phases) as phases, (select count(*)::int from project_milestones) as
      milestones,
      (select count(*)::int from task_dependencies) as dependencies, (select count(*)::int from time_entries) as
      entries,
      (select count(*)::int from project_issues) as issues, (select count(*)::int from project_notes) as notes,
      (select count(*)::int from task_comments) as comments, (select count(*)::int from project_managers) as
      managers`.execute(db);
    expect(counts.rows[0]).toMatchObject({
      phases: DEMO_PROJECTS.reduce((n, p) => n + p.phases.length, 0),
      milestones: DEMO_PROJECTS.reduce((n, p) => n + p.milestones.length, 0),
      dependencies: DEMO_PROJECTS.reduce((n, p) => n + p.tasks.reduce((m, task) => m + (task[9]?.length ?? 0), 0), 0),
      issues: DEMO_PROJECTS.reduce((n, p) => n + p.issues.length, 0),
      comments: DEMO_COMMENTS.thread.length,
      managers: 2,
    });
    expect(counts.rows[0].entries).toBeGreaterThan(20);
  });

  it("has hours and progress rolled up by the database", async () => {
    const taskHours = await sql<{ bad: number }>`select count(*)::int as bad from tasks t
      where t.actual_hours <> round(coalesce((select sum(minutes) from time_entries e where e.task_id = t.id), 0) /
      60.0, 2)`.execute(db);
    expect(taskHours.rows[0].bad).toBe(0);
    const projects = await sql<{
      name: string;
      progress: number;
      actual_hours: number;
      expected: number;
      hours: number;
    }>`
      select p.name, p.progress, p.actual_hours,
             round(sum(t.progress * t.estimated_hours) / sum(t.estimated_hours))::int as expected, sum(t.actual_hours)
             as hours
      from projects p join tasks t on t.project_id = p.id group by p.id`.execute(db);
    for (const p of projects.rows) {
      expect(p.progress, p.name).toBe(p.expected);
      expect(p.actual_hours, p.name).toBeCloseTo(Number(p.hours), 2);
    }
    const finished = projects.rows.find((p) => p.name === "Auditoría RGPD 2026")!;
    expect(finished.progress).toBe(100);
    expect(projects.rows.find((p) => p.name === "Migración del ERP")!.actual_hours).toBeGreaterThan(0);
    // Every task in the completing state carries its completion, and no other does.
    const done = await sql<{
      wrong: number;
    }>`select count(*)::int as wrong from tasks t join task_states s on s.id = t.task_state_id
      where (s.completes and (t.completed_at is null or t.progress <> 100)) or (not s.completes and t.completed_at is
      not null)`.execute(db);
    expect(done.rows[0].wrong).toBe(0);
  });

  it("keeps dependencies in date order and board positions distinct, with gaps, within each column", async () => {
    const late = await sql<{ n: number }>`select count(*)::int as n from task_dependencies d
      join tasks t on t.id = d.task_id join tasks before on before.id = d.depends_on_id
      where t.project_id <> before.project_id or t.start_date <= before.due_date`.execute(db);
    expect(late.rows[0].n).toBe(0);
    const spread = await sql<{ n: number }>`select count(*)::int as n from (
      select task_state_id, board_position - lag(board_position) over (partition by task_state_id order by
      board_position) as gap from tasks) s
      where gap < 2`.execute(db);
    expect(spread.rows[0].n).toBe(0);
    const placed = await sql<{ n: number }>`select count(*)::int as n from tasks where board_position <= 0`.execute(db);
    expect(placed.rows[0].n).toBe(0);
    const running = await sql<{
      n: number;
    }>`select count(*)::int as n from time_entries where ended_at is null and minutes is null`.execute(db);
    expect(running.rows[0].n).toBe(0);
  });

  it("shows a client only their project and never its internal comments", async () => {
    const { rows } = await get("client", "/api/projects?_start=0&_end=50");
    expect(rows.map((r) => r.name)).toEqual(["Web corporativa Academia Ejemplo"]);
    const tasks = await get("client", "/api/tasks?_start=0&_end=100");
    const web = DEMO_PROJECTS.find((p) => p.name === "Web corporativa Academia Ejemplo")!;
    expect(tasks.total).toBe(web.tasks.length);
    expect(new Set(tasks.rows.map((r) => r.project_id))).toEqual(new Set([rows[0].id]));
    const task = tasks.rows.find((r) => r.name === DEMO_COMMENTS.task)!;
    const seen = await get("client", `/api/task-comments?task_id=${task.id}&_start=0&_end=50`);
    const staff = await get("admin", `/api/task-comments?task_id=${task.id}&_start=0&_end=50`);
    expect(staff.total).toBe(DEMO_COMMENTS.thread.length);
    expect(seen.total).toBe(DEMO_COMMENTS.thread.filter((c) => !c.internal).length);
    expect(seen.rows.some((r) => r.internal)).toBe(false);
  });

  it("shows commercial users the projects they manage or work in", async () => {
    const managed = DEMO_PROJECTS.filter(
      (p) => p.manager === "commercial" || p.tasks.some((task) => task[2] === "commercial"),
    ).map((p) => p.name);
    const { rows } = await get("commercial", "/api/projects?_start=0&_end=50");
    expect(rows.map((r) => r.name).sort()).toEqual(managed.sort());
    const working = DEMO_PROJECTS.filter((p) => p.tasks.some((task) => task[2] === "diego")).map((p) => p.name);
    const diego = await get("diego", "/api/projects?_start=0&_end=50");
    expect(diego.rows.map((r) => r.name).sort()).toEqual(working.sort());
    expect(DEMO_TEAM.map((m) => m.email)).toContain("diego@demo.test");
  });
});
