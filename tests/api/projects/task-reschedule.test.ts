import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createManager, createProject, createTask } from "../../fixtures/projects.js";
import { expectStatus, openPlanning, send, show, userWithRole, type PlanningContext } from "./support.js";

// The Gantt's writes of several tasks: a task moved with every task after it (their lags kept),
// and the undo that puts each moved task back; one transaction each, every version checked.
for (const kind of DATABASE_KINDS) {
  describe(`task shift and reschedule on ${kind}`, () => {
    let ctx: PlanningContext;
    beforeAll(async () => {
      ctx = await openPlanning(kind);
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    const link = (taskId: number, dependsOnId: number) =>
      expectStatus(
        send(ctx.admin, "POST", "/api/task-dependencies", { task_id: taskId, depends_on_id: dependsOnId }),
        201,
      );

    /** Design (1–10 March) → Build (13–20, a 2-day lag) → Test (25–28, a 4-day lag), and Docs after Design (15–16). */
    async function plan() {
      const project = await createProject(ctx.admin);
      const design = await createTask(ctx.admin, project.id, {
        name: "Diseño",
        start_date: "2025-03-01",
        due_date: "2025-03-10",
      });
      const build = await createTask(ctx.admin, project.id, {
        name: "Construcción",
        start_date: "2025-03-13",
        due_date: "2025-03-20",
      });
      const check = await createTask(ctx.admin, project.id, {
        name: "Pruebas",
        start_date: "2025-03-25",
        due_date: "2025-03-28",
      });
      const docs = await createTask(ctx.admin, project.id, {
        name: "Documentación",
        start_date: "2025-03-15",
        due_date: "2025-03-16",
      });
      const other = await createTask(ctx.admin, project.id, {
        name: "Aparte",
        start_date: "2025-03-02",
        due_date: "2025-03-03",
      });
      await link(build.id, design.id);
      await link(check.id, build.id);
      await link(docs.id, design.id);
      return { project, design, build, check, docs, other };
    }

    const dates = async (id: number) => {
      const row = await show(ctx.admin, "tasks", id);
      return [row.start_date, row.due_date];
    };

    it("moves a task and every task after it by the days its end moved, keeping their lags", async () => {
      const { design, build, check, docs, other } = await plan();
      const body = {
        version: design.version,
        start_date: "2025-03-06",
        due_date: "2025-03-15",
        successors: [{ id: build.id, version: build.version }],
      };
      const answer = await expectStatus(send(ctx.admin, "POST", `/api/tasks/${design.id}/shift`, body), 200);
      expect(answer.tasks.map((t: any) => t.id).sort()).toEqual([design.id, build.id, check.id, docs.id].sort());
      expect(answer.tasks.find((t: any) => t.id === build.id)).toMatchObject({
        start_date: "2025-03-18",
        due_date: "2025-03-25",
        version: build.version + 1,
        previous: { start_date: "2025-03-13", due_date: "2025-03-20" },
      });
      expect(await dates(design.id)).toEqual(["2025-03-06", "2025-03-15"]);
      expect(await dates(build.id)).toEqual(["2025-03-18", "2025-03-25"]);
      expect(await dates(check.id)).toEqual(["2025-03-30", "2025-04-02"]);
      expect(await dates(docs.id)).toEqual(["2025-03-20", "2025-03-21"]);
      expect(await dates(other.id)).toEqual(["2025-03-02", "2025-03-03"]);

      // The undo puts every one back, in one write.
      const back = answer.tasks.map((t: any) => ({ id: t.id, version: t.version, ...t.previous }));
      const undone = await expectStatus(send(ctx.admin, "POST", "/api/tasks/reschedule", { tasks: back }), 200);
      expect(undone.tasks).toHaveLength(4);
      expect(await dates(design.id)).toEqual(["2025-03-01", "2025-03-10"]);
      expect(await dates(check.id)).toEqual(["2025-03-25", "2025-03-28"]);
      // Each write is in the activity log, as an edit of that task.
      const log = await ctx.db
        .selectFrom("audit_logs")
        .select("record_id")
        .where("resource", "=", "tasks")
        .where("record_id", "=", check.id)
        .execute();
      expect(log.length).toBeGreaterThanOrEqual(2);
    });

    it("moves earlier too, and a resize that keeps the end moves nothing after it", async () => {
      const { design, build, check } = await plan();
      const earlier = { version: design.version, start_date: "2025-02-27", due_date: "2025-03-08" };
      await expectStatus(send(ctx.admin, "POST", `/api/tasks/${design.id}/shift`, earlier), 200);
      expect(await dates(build.id)).toEqual(["2025-03-11", "2025-03-18"]);
      expect(await dates(check.id)).toEqual(["2025-03-23", "2025-03-26"]);
      const row = await show(ctx.admin, "tasks", design.id);
      const resized = await expectStatus(
        send(ctx.admin, "POST", `/api/tasks/${design.id}/shift`, {
          version: row.version,
          start_date: "2025-02-20",
          due_date: "2025-03-08",
        }),
        200,
      );
      expect(resized.tasks).toHaveLength(1);
      expect(await dates(build.id)).toEqual(["2025-03-11", "2025-03-18"]);
    });

    it("answers 409 and changes nothing when the task or a successor changed since it was read", async () => {
      const { design, build } = await plan();
      await expectStatus(send(ctx.admin, "PATCH", `/api/tasks/${build.id}`, { name: "Construcción 2" }), 200);
      const stale = {
        version: design.version,
        start_date: "2025-03-06",
        due_date: "2025-03-15",
        successors: [{ id: build.id, version: build.version }],
      };
      await expectStatus(send(ctx.admin, "POST", `/api/tasks/${design.id}/shift`, stale), 409);
      await expectStatus(
        send(ctx.admin, "POST", `/api/tasks/${design.id}/shift`, {
          ...stale,
          version: design.version + 5,
          successors: [],
        }),
        409,
      );
      expect(await dates(design.id)).toEqual(["2025-03-01", "2025-03-10"]);
      expect(await dates(build.id)).toEqual(["2025-03-13", "2025-03-20"]);
      const undo = {
        tasks: [
          { id: design.id, version: design.version, start_date: "2025-01-01", due_date: "2025-01-02" },
          { id: build.id, version: build.version, start_date: null, due_date: null },
        ],
      };
      await expectStatus(send(ctx.admin, "POST", "/api/tasks/reschedule", undo), 409);
      expect(await dates(design.id)).toEqual(["2025-03-01", "2025-03-10"]);
    });

    it("asks before moving a task to start before one it depends on ends, and moves it once confirmed", async () => {
      const { build, check } = await plan();
      const body = { version: build.version, start_date: "2025-03-08", due_date: "2025-03-15" };
      const warned = await send(ctx.admin, "POST", `/api/tasks/${build.id}/shift`, body, { lang: "en" });
      expect(warned.statusCode).toBe(422);
      expect(warned.json().confirm).toBe("dependency-dates");
      expect(await dates(check.id)).toEqual(["2025-03-25", "2025-03-28"]);
      await expectStatus(send(ctx.admin, "POST", `/api/tasks/${build.id}/shift`, body, { confirm: true }), 200);
      expect(await dates(check.id)).toEqual(["2025-03-20", "2025-03-23"]);
    });

    it("refuses bad bodies with 422 and writes nothing", async () => {
      const { design, build } = await plan();
      for (const body of [
        {},
        { version: design.version, start_date: "2025-13-01", due_date: null },
        { version: design.version, start_date: "2025-03-02", due_date: "2025-03-01" },
      ]) {
        const res = await send(ctx.admin, "POST", `/api/tasks/${design.id}/shift`, body, { lang: "en" });
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
      }
      const repeated = {
        tasks: [build, build].map((t) => ({
          id: t.id,
          version: t.version,
          start_date: "2025-04-01",
          due_date: "2025-04-02",
        })),
      };
      const res = await send(ctx.admin, "POST", "/api/tasks/reschedule", repeated, { lang: "en" });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.tasks).toEqual(["Each task may appear only once"]);
      expect((await send(ctx.admin, "POST", "/api/tasks/reschedule", { tasks: [] })).statusCode).toBe(422);
      expect(await dates(design.id)).toEqual(["2025-03-01", "2025-03-10"]);
      expect(await dates(build.id)).toEqual(["2025-03-13", "2025-03-20"]);
    });

    it(
      "keeps each row scope: a client may not, and a " + "successor the user may not change stops the whole move",
      async () => {
        const commercial = await userWithRole(ctx, "commercial");
        const mine = await createProject(ctx.admin, { manager_id: (await createManager(ctx.admin, commercial.id)).id });
        const hidden = await createProject(ctx.admin);
        const first = await createTask(ctx.admin, mine.id, { start_date: "2025-05-01", due_date: "2025-05-02" });
        const after = await createTask(ctx.admin, hidden.id, { start_date: "2025-05-05", due_date: "2025-05-06" });
        await link(after.id, first.id);
        const body = { version: first.version, start_date: "2025-05-03", due_date: "2025-05-04" };
        const refused = await send(commercial, "POST", `/api/tasks/${first.id}/shift`, body);
        expect([403, 404]).toContain(refused.statusCode);
        expect(await dates(first.id)).toEqual(["2025-05-01", "2025-05-02"]);
        expect(await dates(after.id)).toEqual(["2025-05-05", "2025-05-06"]);

        const client = await userWithRole(ctx, "client");
        expect((await send(client, "POST", `/api/tasks/${first.id}/shift`, body)).statusCode).toBe(403);
        expect(
          (await send(client, "POST", "/api/tasks/reschedule", { tasks: [{ id: first.id, ...body }] })).statusCode,
        ).toBe(403);
        expect((await send(ctx.admin, "POST", `/api/tasks/999999/shift`, body)).statusCode).toBe(404);
      },
    );
  });
}
