import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createManager, createProject, createTask } from "../../fixtures/projects.js";
import { expectStatus, message, openPlanning, send, show, userWithRole, type PlanningContext } from "./support.js";

// Time logged on tasks: a task's actual hours are the sum of its entries' minutes, a project's the
// sum of its tasks'; a running timer counts nothing until it stops; one running timer per user.
for (const kind of DATABASE_KINDS) {
  describe(`time entries on ${kind}`, () => {
    let ctx: PlanningContext;
    beforeAll(async () => {
      ctx = await openPlanning(kind);
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    const log = (taskId: number, body: object, as = ctx.admin, lang?: string) =>
      send(as, "POST", "/api/time-entries", { task_id: taskId, ...body }, { lang });
    const hours = async (name: "tasks" | "projects", id: number) => (await show(ctx.admin, name, id)).actual_hours;

    it("adds manual minutes and start–end entries to the task and its project", async () => {
      const project = await createProject(ctx.admin);
      const [one, two] = await Promise.all([createTask(ctx.admin, project.id), createTask(ctx.admin, project.id)]);
      const manual = await expectStatus(
        log(one.id, { started_at: "2025-03-03T09:00:00.000Z", minutes: 90, note: "Reunión", billable: false }),
        201,
      );
      expect(manual).toMatchObject({ minutes: 90, ended_at: null, user_id: ctx.admin.id, billable: false });
      expect(await hours("tasks", one.id)).toBe(1.5);
      const span = await expectStatus(
        log(one.id, { started_at: "2025-03-03T10:00:00.000Z", ended_at: "2025-03-03T10:45:00.000Z" }),
        201,
      );
      expect(span.minutes).toBe(45);
      expect(await hours("tasks", one.id)).toBe(2.25);
      await expectStatus(log(two.id, { started_at: "2025-03-04T08:00:00.000Z", minutes: 30 }), 201);
      expect(await hours("projects", project.id)).toBe(2.75);

      await expectStatus(send(ctx.admin, "PATCH", `/api/time-entries/${manual.id}`, { minutes: 30 }), 200);
      expect(await hours("tasks", one.id)).toBe(1.25);
      await expectStatus(send(ctx.admin, "DELETE", `/api/time-entries/${span.id}`), 200);
      expect(await hours("tasks", one.id)).toBe(0.5);
      expect(await hours("projects", project.id)).toBe(1);
    });

    it("moves hours with an entry moved to another task", async () => {
      const project = await createProject(ctx.admin);
      const [from, to] = await Promise.all([createTask(ctx.admin, project.id), createTask(ctx.admin, project.id)]);
      const entry = await expectStatus(log(from.id, { started_at: "2025-03-03T09:00:00.000Z", minutes: 60 }), 201);
      await expectStatus(send(ctx.admin, "PATCH", `/api/time-entries/${entry.id}`, { task_id: to.id }), 200);
      expect([await hours("tasks", from.id), await hours("tasks", to.id), await hours("projects", project.id)]).toEqual(
        [0, 1, 1],
      );
    });

    it("runs a timer: nothing counts while it runs, stopping computes the minutes", async () => {
      const user = await userWithRole(ctx, "commercial");
      const project = await createProject(ctx.admin, { manager_id: (await createManager(ctx.admin, user.id)).id });
      const task = await createTask(ctx.admin, project.id);
      const started = new Date(Date.now() - 25 * 60_000).toISOString();
      const timer = await expectStatus(log(task.id, { started_at: started }, user), 201);
      expect(timer).toMatchObject({ ended_at: null, minutes: null, user_id: user.id });
      expect(await hours("tasks", task.id)).toBe(0);

      const second = await log(task.id, { started_at: new Date().toISOString() }, user, "en");
      expect(second.statusCode).toBe(422);
      expect(second.json()).toEqual({
        message: message("en", "validation:timerRunning"),
        errors: { started_at: [message("en", "validation:timerRunning")] },
      });
      // A manual entry is not a timer: it may be logged while one runs; another user has their own timer.
      await expectStatus(log(task.id, { started_at: started, minutes: 15 }, user), 201);
      await expectStatus(log(task.id, { started_at: new Date().toISOString() }), 201);
      expect(await hours("tasks", task.id)).toBe(0.25);

      const stopped = await expectStatus(
        send(user, "PATCH", `/api/time-entries/${timer.id}`, {
          ended_at: new Date(Date.parse(started) + 30 * 60_000).toISOString(),
          version: timer.version,
        }),
        200,
      );
      expect(stopped.minutes).toBe(30);
      expect(await hours("tasks", task.id)).toBe(0.75);
      expect(await hours("projects", project.id)).toBe(0.75);
      await expectStatus(log(task.id, { started_at: new Date().toISOString() }, user), 201);
    });

    it("finds a user's running timer by its flag, whatever else they logged ahead of time", async () => {
      const user = await userWithRole(ctx, "admin");
      const project = await createProject(ctx.admin);
      const task = await createTask(ctx.admin, project.id);
      const runningOf = async () => {
        const res = await send(user, "GET", `/api/time-entries?user_id=${user.id}&running=true&_start=0&_end=1`);
        expect(res.statusCode).toBe(200);
        return { ids: res.json().map((r: { id: number }) => r.id), total: Number(res.headers["x-total-count"]) };
      };
      const timer = await expectStatus(log(task.id, { started_at: new Date().toISOString() }, user), 201);
      expect(timer.running).toBe(true);
      // Later starts (entries logged for the days ahead) do not hide the running timer.
      for (let day = 1; day <= 6; day++)
        await expectStatus(log(task.id, { started_at: `2030-01-0${day}T09:00:00.000Z`, minutes: 30 }, user), 201);
      expect(await runningOf()).toEqual({ ids: [timer.id], total: 1 });

      const stopped = await expectStatus(
        send(user, "PATCH", `/api/time-entries/${timer.id}`, {
          ended_at: new Date(Date.now() + 60_000).toISOString(),
          version: timer.version,
        }),
        200,
      );
      expect(stopped.running).toBe(false);
      expect(await runningOf()).toEqual({ ids: [], total: 0 });
      // The flag is the database's: a body cannot set it.
      const res = await send(user, "POST", "/api/time-entries", {
        task_id: task.id,
        started_at: new Date().toISOString(),
        running: false,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["running"]);
    });

    it("refuses a stop earlier than the start", async () => {
      const project = await createProject(ctx.admin);
      const task = await createTask(ctx.admin, project.id);
      const user = await userWithRole(ctx, "admin");
      const timer = await expectStatus(log(task.id, { started_at: "2025-03-03T10:00:00.000Z" }, user), 201);
      const res = await send(
        user,
        "PATCH",
        `/api/time-entries/${timer.id}`,
        { ended_at: "2025-03-03T09:00:00.000Z" },
        { lang: "en" },
      );
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["ended_at"]);
      expect((await show(ctx.admin, "time-entries", timer.id)).minutes).toBeNull();
    });

    it("sums ten entries posted at once exactly, on the task and on the project", async () => {
      const project = await createProject(ctx.admin);
      const task = await createTask(ctx.admin, project.id);
      const other = await createTask(ctx.admin, project.id);
      const minutes = [6, 12, 18, 24, 30, 36, 42, 48, 54, 60];
      const answers = await Promise.all([
        ...minutes.map((m, i) => log(task.id, { started_at: `2025-03-0${1 + (i % 9)}T09:00:00.000Z`, minutes: m })),
        ...minutes.map((m) => log(other.id, { started_at: "2025-03-01T09:00:00.000Z", minutes: m })),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
      // 330 minutes each: 5.5 hours.
      expect(await hours("tasks", task.id)).toBe(5.5);
      expect(await hours("tasks", other.id)).toBe(5.5);
      expect(await hours("projects", project.id)).toBe(11);
    });
  });
}
