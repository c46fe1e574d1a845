import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createProject, createTask } from "../../fixtures/projects.js";
import { getResource, isOverdue, localToday } from "../../../resources/index.js";
import { ids, message, openSuite, request, type SuiteContext } from "../crud/support/suite-context.js";
import { createTaskState } from "../projects/support.js";

// `overdue=true|false`, declared by tasks (due date before today, not completed) and projects
// (end date before today, progress under 100): the list filter in SQL and the screens' rule
// (isOverdue) agree on the same rows; any other value is a clear 400, and resources that do not
// declare it refuse the parameter.
type Row = Record<string, any>;

const daysFromToday = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

for (const kind of DATABASE_KINDS) {
  describe(`the overdue filter on ${kind}`, () => {
    let ctx: SuiteContext;
    let project: Row;
    let late: Row;
    let lateDone: Row;
    let future: Row;
    let undated: Row;
    let open: number;

    beforeAll(async () => {
      ctx = await openSuite(kind);
      project = await createProject(ctx.admin, { end_date: daysFromToday(-3), start_date: daysFromToday(-30) });
      open = await createTaskState(ctx.admin, false);
      const done = await createTaskState(ctx.admin, true);
      late = await createTask(ctx.admin, project.id, {
        due_date: daysFromToday(-10),
        progress: 90,
        task_state_id: open,
      });
      lateDone = await createTask(ctx.admin, project.id, { due_date: daysFromToday(-10), task_state_id: done });
      future = await createTask(ctx.admin, project.id, { due_date: daysFromToday(30), task_state_id: open });
      undated = await createTask(ctx.admin, project.id, { task_state_id: open });
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    const get = (url: string) => request(ctx, { method: "GET", url, lang: "en" });
    const listed = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      return { rows: res.json() as Row[], total: Number(res.headers["x-total-count"]) };
    };

    it("lists the tasks past their due date and not completed, and the others with false", async () => {
      const overdue = await listed(`/api/tasks?project_id=${project.id}&overdue=true`);
      expect(ids(overdue.rows)).toEqual([late.id]);
      expect(overdue.total).toBe(1);
      const others = await listed(`/api/tasks?project_id=${project.id}&overdue=false`);
      expect(ids(others.rows).sort()).toEqual([lateDone.id, future.id, undated.id].sort());
      // The screens' rule agrees with the SQL on every row.
      const all = await listed(`/api/tasks?project_id=${project.id}`);
      expect(all.rows.filter((r) => isOverdue(getResource("tasks")!, r, localToday())).map((r) => r.id)).toEqual([
        late.id,
      ]);
      expect((await listed(`/api/tasks?project_id=${project.id}&overdue=`)).total).toBe(4);
    });

    it("lists projects past their end date short of 100 %", async () => {
      const finished = await createProject(ctx.admin, { end_date: daysFromToday(-3), start_date: daysFromToday(-30) });
      await createTask(ctx.admin, finished.id, { task_state_id: open, progress: 100, estimated_hours: 1 });
      const onTime = await createProject(ctx.admin, { end_date: daysFromToday(5) });
      const q = `id=${project.id}&id=${finished.id}&id=${onTime.id}`;
      expect(ids((await listed(`/api/projects?${q}&overdue=true`)).rows)).toEqual([project.id]);
      expect(ids((await listed(`/api/projects?${q}&overdue=false`)).rows).sort()).toEqual(
        [finished.id, onTime.id].sort(),
      );
      const shown = (await get(`/api/projects/${project.id}`)).json();
      expect(isOverdue(getResource("projects")!, shown, localToday())).toBe(true);
    });

    it("answers 400 for a value other than true or false, and where no resource declares it", async () => {
      const bad = await get("/api/tasks?overdue=yes");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message("en", "errors:invalidFilterValue", { field: "overdue" }));
      const twice = await request(ctx, { method: "GET", url: "/api/tasks?overdue=true&overdue=false", lang: "es" });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe(message("es", "errors:invalidFilterValue", { field: "overdue" }));
      const undeclared = await get("/api/project-states?overdue=true");
      expect(undeclared.statusCode).toBe(400);
      expect(undeclared.json().message).toBe(message("en", "errors:unknownQueryParam", { param: "overdue" }));
    });
  });
}
