import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { seedDemo } from "../../../api/seed/seed-demo.js";
import { countRows, hasLargeData, seedLargeData, type LargeDataSize } from "../../../api/seed/large-data.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// The large data set's loader, at a small size: the same statements as `npm run seed -- --large`,
// checked for what the triggers would have computed (they are off during the load), for links
// that never form a cycle, and for triggers that work again afterwards.
const SIZE: LargeDataSize = { projects: 40, tasks: 1_000, clients: 12, managers: 4, staff: 6, dependencyPercent: 30, timeEntries: 300 };

describe.each(DATABASE_KINDS)("large data set on %s", (kind) => {
  let t: TestApp;
  let db: Kysely<any>;
  let before: Record<string, number>;
  let firstProject: number;

  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0] as T;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as Kysely<any>;
    await seedDemo(t.database.handle.db);
    before = await countRows(db);
    firstProject = (await one(sql<{ id: number }>`select max(id) + 1 as id from projects`)).id;
    expect(await hasLargeData(db)).toBe(false);
    await seedLargeData(db, SIZE);
  });
  afterAll(() => t.close());

  it("adds the rows asked for, spread over states, managers, clients and priorities", async () => {
    const after = await countRows(db);
    expect(after.projects - before.projects).toBe(SIZE.projects);
    expect(after.tasks - before.tasks).toBe(SIZE.tasks);
    expect(after.project_phases - before.project_phases).toBe(3 * SIZE.projects);
    expect(after.project_milestones - before.project_milestones).toBe(2 * SIZE.projects);
    expect(after.project_managers - before.project_managers).toBe(SIZE.managers);
    expect(after.lead_clients - before.lead_clients).toBe(SIZE.clients);
    expect(after.time_entries - before.time_entries).toBe(SIZE.timeEntries);
    expect(after.task_dependencies - before.task_dependencies).toBeGreaterThan(SIZE.tasks * 0.15);
    const spread = await one(sql<Record<string, number>>`select count(distinct project_state_id)::int as states, count(distinct manager_id)::int as managers,
      count(distinct client_id)::int as clients, count(distinct priority)::int as priorities, min(n)::int as fewest
      from projects p join (select project_id, count(*) as n from tasks group by project_id) c on c.project_id = p.id where p.id >= ${firstProject}`);
    expect(spread).toMatchObject({ managers: SIZE.managers, priorities: 4 });
    expect(spread.states).toBeGreaterThanOrEqual(3);
    expect(spread.clients).toBeGreaterThan(SIZE.clients / 2);
    expect(spread.fewest).toBeGreaterThan(0);
    expect(await hasLargeData(db)).toBe(true);
  });

  it("computes the roll-ups the triggers would have", async () => {
    const hours = await one(sql<{ bad: number }>`select count(*)::int as bad from tasks t
      where t.actual_hours <> round(coalesce((select sum(minutes) from time_entries e where e.task_id = t.id), 0) / 60.0, 2)`);
    expect(hours.bad).toBe(0);
    const projects = await one(sql<{ bad: number }>`select count(*)::int as bad from projects p
      join (select project_id, sum(actual_hours) as hours, round(sum(progress * estimated_hours) / sum(estimated_hours)) as progress from tasks group by project_id) s on s.project_id = p.id
      where p.actual_hours <> s.hours or p.progress <> s.progress`);
    expect(projects.bad).toBe(0);
    const completion = await one(sql<{ bad: number }>`select count(*)::int as bad from tasks t join task_states s on s.id = t.task_state_id
      where (s.completes and (t.completed_at is null or t.progress <> 100)) or (not s.completes and t.completed_at is not null)`);
    expect(completion.bad).toBe(0);
    const entries = await one(sql<{ bad: number }>`select count(*)::int as bad from time_entries
      where minutes <> round(extract(epoch from (ended_at - started_at)) / 60) or started_at > now()`);
    expect(entries.bad).toBe(0);
  });

  it("links tasks only within a project, backwards in time, so never in a cycle", async () => {
    const wrong = await one(sql<{ n: number }>`select count(*)::int as n from task_dependencies d
      join tasks a on a.id = d.task_id join tasks b on b.id = d.depends_on_id
      where a.project_id <> b.project_id or b.id >= a.id or a.start_date <= b.due_date`);
    expect(wrong.n).toBe(0);
    const outside = await one(sql<{ n: number }>`select count(*)::int as n from tasks t join projects p on p.id = t.project_id
      where t.start_date < p.start_date or t.due_date > p.end_date or t.due_date < t.start_date
         or not exists (select 1 from project_phases ph where ph.id = t.phase_id and ph.project_id = t.project_id)`);
    expect(outside.n).toBe(0);
  });

  it("gives every card its own place in its column, with room between", async () => {
    const tight = await one(sql<{ n: number }>`select count(*)::int as n from (
      select board_position - lag(board_position) over (partition by task_state_id order by board_position) as gap from tasks) s where gap < 2`);
    expect(tight.n).toBe(0);
    const projects = await one(sql<{ n: number }>`select count(*)::int as n from (
      select board_position - lag(board_position) over (partition by project_state_id order by board_position) as gap from projects) s where gap < 2`);
    expect(projects.n).toBe(0);
  });

  it("leaves the triggers on: logging time rolls up again", async () => {
    const task = await one(sql<{ id: number; project_id: number; actual_hours: number }>`select id, project_id, actual_hours from tasks where project_id >= ${firstProject} order by id limit 1`);
    const project = await one(sql<{ actual_hours: number }>`select actual_hours from projects where id = ${task.project_id}`);
    const admin = await signedInUser(t.app, t.database.handle.db, "admin");
    const res = await call(t.app, admin.token, { method: "POST", url: "/api/time-entries", payload: { task_id: task.id, started_at: "2026-01-05T09:00:00Z", minutes: 90 } });
    expect(res.statusCode, res.body).toBe(201);
    const after = await one(sql<{ actual_hours: number }>`select actual_hours from tasks where id = ${task.id}`);
    expect(Number(after.actual_hours)).toBeCloseTo(Number(task.actual_hours) + 1.5, 2);
    const projectAfter = await one(sql<{ actual_hours: number }>`select actual_hours from projects where id = ${task.project_id}`);
    expect(Number(projectAfter.actual_hours)).toBeCloseTo(Number(project.actual_hours) + 1.5, 2);
  });

  it("serves the projects list, sorted and filtered, over the loaded rows", async () => {
    const admin = await signedInUser(t.app, t.database.handle.db, "admin");
    const res = await call(t.app, admin.token, { method: "GET", url: "/api/projects?priority=high&budget_gte=1000&_sort=name&_order=asc&_start=0&_end=20" });
    expect(res.statusCode, res.body).toBe(200);
    const expected = await one(sql<{ n: number }>`select count(*)::int as n from projects where priority = 'high' and budget >= 1000`);
    expect(Number(res.headers["x-total-count"])).toBe(expected.n);
    const names: string[] = res.json().map((r: { name: string }) => r.name);
    expect(names.length).toBe(Math.min(20, expected.n));
    expect(res.json().every((r: { priority: string }) => r.priority === "high")).toBe(true);
  });
});
