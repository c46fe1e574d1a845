import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createProject, createTask } from "../../fixtures/projects.js";
import { createTaskState, expectStatus, openPlanning, send, show, type PlanningContext } from "./support.js";

// Values the database derives, seen through HTTP: a project's progress from its tasks (weighted
// by estimated hours), a task's completion from its state, an issue's resolution from its status.
for (const kind of DATABASE_KINDS) {
  describe(`roll-ups on ${kind}`, () => {
    let ctx: PlanningContext;
    let done: number;
    let open: number;
    beforeAll(async () => {
      ctx = await openPlanning(kind);
      done = await createTaskState(ctx.admin, true);
      open = await createTaskState(ctx.admin, false);
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    const progressOf = async (projectId: number) => (await show(ctx.admin, "projects", projectId)).progress;
    const patch = (name: string, id: number, body: object) =>
      expectStatus(send(ctx.admin, "PATCH", `/api/${name}/${id}`, body), 200);

    it("weighs each task's progress by its estimated hours", async () => {
      const project = await createProject(ctx.admin);
      expect(project.progress).toBe(0);
      const small = await createTask(ctx.admin, project.id, { task_state_id: open, estimated_hours: 10, progress: 50 });
      await createTask(ctx.admin, project.id, { task_state_id: open, estimated_hours: 30, progress: 100 });
      // (10 × 50 + 30 × 100) / 40 = 87.5
      expect(await progressOf(project.id)).toBe(88);
      await patch("tasks", small.id, { progress: 10 });
      // (10 × 10 + 30 × 100) / 40 = 77.5
      expect(await progressOf(project.id)).toBe(78);
      await patch("tasks", small.id, { estimated_hours: 90 });
      // (90 × 10 + 30 × 100) / 120 = 32.5
      expect(await progressOf(project.id)).toBe(33);
    });

    it("averages plainly when no task has an estimate, and follows deletes and moves", async () => {
      const project = await createProject(ctx.admin);
      const other = await createProject(ctx.admin);
      const tasks = await Promise.all(
        [0, 50, 100].map((progress) => createTask(ctx.admin, project.id, { task_state_id: open, progress })),
      );
      expect(await progressOf(project.id)).toBe(50);
      await expectStatus(send(ctx.admin, "DELETE", `/api/tasks/${tasks[0].id}`), 200);
      expect(await progressOf(project.id)).toBe(75);
      await patch("tasks", tasks[2].id, { project_id: other.id });
      expect(await progressOf(project.id)).toBe(50);
      expect(await progressOf(other.id)).toBe(100);
      await expectStatus(send(ctx.admin, "DELETE", `/api/tasks/${tasks[1].id}`), 200);
      expect(await progressOf(project.id)).toBe(0);
    });

    it("rolls up ten tasks created at once in one project", async () => {
      const project = await createProject(ctx.admin);
      const progress = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90];
      const answers = await Promise.all(
        progress.map((p) =>
          send(ctx.admin, "POST", "/api/tasks", {
            name: `Tarea ${p}`,
            project_id: project.id,
            task_state_id: open,
            progress: p,
            estimated_hours: 1,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(progress.map(() => 201));
      expect(await progressOf(project.id)).toBe(45);
    });

    it(
      "completes a task in a completing state (completed_at, " + "progress 100) and reopens it when it leaves",
      async () => {
        const project = await createProject(ctx.admin);
        const task = await createTask(ctx.admin, project.id, { task_state_id: open, progress: 40 });
        expect(task.completed_at).toBeNull();
        const completed = await patch("tasks", task.id, { task_state_id: done });
        expect(completed.progress).toBe(100);
        expect(Date.now() - Date.parse(completed.completed_at)).toBeLessThan(60_000);
        expect(await progressOf(project.id)).toBe(100);
        // Another edit keeps the completion time.
        const renamed = await patch("tasks", task.id, { name: "Renombrada" });
        expect(renamed.completed_at).toBe(completed.completed_at);
        const reopened = await patch("tasks", task.id, { task_state_id: open, progress: 60 });
        expect(reopened.completed_at).toBeNull();
        expect(reopened.progress).toBe(60);
        expect(await progressOf(project.id)).toBe(60);
        const born = await createTask(ctx.admin, project.id, { task_state_id: done });
        expect(born).toMatchObject({ progress: 100 });
        expect(born.completed_at).not.toBeNull();
      },
    );

    it("sets an issue's resolved_at when it is closed or archived and clears it when reopened", async () => {
      const project = await createProject(ctx.admin);
      const issue = await expectStatus(
        send(ctx.admin, "POST", "/api/project-issues", { project_id: project.id, title: "Falla el login" }),
        201,
      );
      expect(issue).toMatchObject({ status: "opened", resolved_at: null, reported_by: ctx.admin.id });
      await patch("project-issues", issue.id, { status: "in_progress" });
      expect((await show(ctx.admin, "project-issues", issue.id)).resolved_at).toBeNull();
      const closed = await patch("project-issues", issue.id, { status: "closed" });
      expect(Date.now() - Date.parse(closed.resolved_at)).toBeLessThan(60_000);
      const archived = await patch("project-issues", issue.id, { status: "archived" });
      expect(archived.resolved_at).toBe(closed.resolved_at);
      expect((await patch("project-issues", issue.id, { status: "opened" })).resolved_at).toBeNull();
      const bornClosed = await expectStatus(
        send(ctx.admin, "POST", "/api/project-issues", {
          project_id: project.id,
          title: "Ya resuelto",
          status: "closed",
        }),
        201,
      );
      expect(bornClosed.resolved_at).not.toBeNull();
    });
  });
}
