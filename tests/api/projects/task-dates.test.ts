import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createManager, createProject, createTask, defaultTaskState } from "../../fixtures/projects.js";
import { expectStatus, message, openPlanning, send, show, userWithRole, type PlanningContext } from "./support.js";

// A task cannot end before it starts (a rule), nor start before a task it depends on ends (a
// warning the user may accept with x-confirm: dependency-dates).
for (const kind of DATABASE_KINDS) {
  describe(`task dates on ${kind}`, () => {
    let ctx: PlanningContext;
    beforeAll(async () => {
      ctx = await openPlanning(kind);
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    /** Design (1–10 March) and Build after it (11–20 March), Build depending on Design. */
    async function chain() {
      const project = await createProject(ctx.admin);
      const design = await createTask(ctx.admin, project.id, {
        name: "Diseño",
        start_date: "2025-03-01",
        due_date: "2025-03-10",
      });
      const build = await createTask(ctx.admin, project.id, {
        name: "Construcción",
        start_date: "2025-03-11",
        due_date: "2025-03-20",
      });
      const link = await expectStatus(
        send(ctx.admin, "POST", "/api/task-dependencies", { task_id: build.id, depends_on_id: design.id }),
        201,
      );
      return { project, design, build, link };
    }

    const patchTask = (id: number, body: object, options: { lang?: string; confirm?: boolean } = {}) =>
      send(ctx.admin, "PATCH", `/api/tasks/${id}`, body, options);

    it("refuses a task that ends before it starts, on create and on edit", async () => {
      const project = await createProject(ctx.admin);
      const created = await send(
        ctx.admin,
        "POST",
        "/api/tasks",
        {
          name: "Al revés",
          project_id: project.id,
          task_state_id: await defaultTaskState(ctx.admin),
          start_date: "2025-05-10",
          due_date: "2025-05-09",
        },
        { lang: "en" },
      );
      expect(created.statusCode).toBe(422);
      expect(Object.keys(created.json().errors)).toEqual(["due_date"]);
      expect(created.json().confirm).toBeUndefined();
      const task = await createTask(ctx.admin, project.id, { start_date: "2025-05-10", due_date: "2025-05-12" });
      const edited = await patchTask(task.id, { due_date: "2025-05-01" }, { confirm: true });
      expect(edited.statusCode).toBe(422);
      expect(Object.keys(edited.json().errors)).toEqual(["due_date"]);
      // One day long is fine.
      await expectStatus(patchTask(task.id, { due_date: "2025-05-10" }), 200);
    });

    it("warns when a task would start on or before the last day of a task it depends on", async () => {
      const { build } = await chain();
      const es = await patchTask(build.id, { start_date: "2025-03-10", version: build.version }, { lang: "es" });
      expect(es.statusCode).toBe(422);
      const text = "Empieza antes de que termine «Diseño» (10/03/2025), de la que depende";
      expect(es.json()).toEqual({ message: text, errors: { start_date: [text] }, confirm: "dependency-dates" });
      const en = await patchTask(build.id, { start_date: "2025-03-05" }, { lang: "en" });
      expect(en.json().errors.start_date).toEqual(["Starts before “Diseño”, which it depends on, ends (03/10/2025)"]);
      expect((await show(ctx.admin, "tasks", build.id)).start_date).toBe("2025-03-11");

      const accepted = await expectStatus(
        patchTask(build.id, { start_date: "2025-03-05", version: build.version }, { confirm: true }),
        200,
      );
      expect(accepted).toMatchObject({ start_date: "2025-03-05", version: build.version + 1 });
      // Once accepted, editing something else does not ask again.
      await expectStatus(patchTask(build.id, { name: "Construcción fase 1", progress: 20 }), 200);
      // Moving it clear of the predecessor needs no confirmation.
      await expectStatus(patchTask(build.id, { start_date: "2025-03-12" }), 200);
    });

    it("warns when a task's end moves past the start of a task that depends on it, naming that task", async () => {
      const { design } = await chain();
      const res = await patchTask(design.id, { due_date: "2025-03-11" }, { lang: "en" });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        confirm: "dependency-dates",
        errors: {
          start_date: [
            message("en", "planning:endsAfterSuccessorStarts", { successor: "Construcción", date: "03/11/2025" }),
          ],
        },
      });
      // A move of both ends (dragging the bar in the Gantt) is checked the same way.
      const moved = await patchTask(design.id, { start_date: "2025-03-05", due_date: "2025-03-15" }, { lang: "es" });
      expect(moved.json().errors.start_date).toEqual([
        "«Construcción» depende de esta tarea y empieza el 11/03/2025, antes de que esta termine",
      ]);
      await expectStatus(
        patchTask(design.id, { start_date: "2025-03-05", due_date: "2025-03-15" }, { confirm: true }),
        200,
      );
      // Ending earlier is always fine.
      await expectStatus(patchTask(design.id, { due_date: "2025-03-06" }), 200);
    });

    it(
      "warns when a dependency is created between tasks " + "whose dates overlap, and accepts it when confirmed",
      async () => {
        const project = await createProject(ctx.admin);
        const first = await createTask(ctx.admin, project.id, {
          name: "Cimientos",
          start_date: "2025-04-01",
          due_date: "2025-04-10",
        });
        const second = await createTask(ctx.admin, project.id, {
          name: "Muros",
          start_date: "2025-04-10",
          due_date: "2025-04-20",
        });
        const body = { task_id: second.id, depends_on_id: first.id };
        const res = await send(ctx.admin, "POST", "/api/task-dependencies", body, { lang: "en" });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          message: "Starts before “Cimientos”, which it depends on, ends (04/10/2025)",
          errors: { start_date: ["Starts before “Cimientos”, which it depends on, ends (04/10/2025)"] },
          confirm: "dependency-dates",
        });
        expect(
          await ctx.db.selectFrom("task_dependencies").select("id").where("task_id", "=", second.id).execute(),
        ).toEqual([]);
        await expectStatus(send(ctx.admin, "POST", "/api/task-dependencies", body, { confirm: true }), 201);
      },
    );

    it("checks a dependency re-pointed by PATCH against its new predecessor's dates", async () => {
      const { project, link } = await chain();
      const late = await createTask(ctx.admin, project.id, {
        name: "Permisos",
        start_date: "2025-03-01",
        due_date: "2025-03-25",
      });
      const res = await send(
        ctx.admin,
        "PATCH",
        `/api/task-dependencies/${link.id}`,
        { depends_on_id: late.id },
        { lang: "en" },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().confirm).toBe("dependency-dates");
      expect(res.json().errors.start_date[0]).toContain("Permisos");
      await expectStatus(
        send(ctx.admin, "PATCH", `/api/task-dependencies/${link.id}`, { depends_on_id: late.id }, { confirm: true }),
        200,
      );
    });

    it("does not warn about tasks without dates, nor about a start the day after the predecessor ends", async () => {
      const project = await createProject(ctx.admin);
      const undated = await createTask(ctx.admin, project.id);
      const first = await createTask(ctx.admin, project.id, { start_date: "2025-06-01", due_date: "2025-06-02" });
      const next = await createTask(ctx.admin, project.id, { start_date: "2025-06-03" });
      await expectStatus(
        send(ctx.admin, "POST", "/api/task-dependencies", { task_id: undated.id, depends_on_id: first.id }),
        201,
      );
      await expectStatus(
        send(ctx.admin, "POST", "/api/task-dependencies", { task_id: next.id, depends_on_id: first.id }),
        201,
      );
      await expectStatus(patchTask(undated.id, { due_date: "2025-06-30" }), 200);
      const early = await patchTask(undated.id, { start_date: "2025-06-02" });
      expect(early.statusCode).toBe(422);
    });

    it("never names, nor warns about, a task the user may not see", async () => {
      const commercial = await userWithRole(ctx, "commercial");
      const mine = await createProject(ctx.admin, { manager_id: (await createManager(ctx.admin, commercial.id)).id });
      const hidden = await createProject(ctx.admin);
      const secret = await createTask(ctx.admin, hidden.id, {
        name: "Secreta",
        start_date: "2025-07-01",
        due_date: "2025-07-31",
      });
      const shown = await createTask(ctx.admin, mine.id, {
        name: "Visible",
        start_date: "2025-07-01",
        due_date: "2025-07-10",
      });
      const task = await createTask(ctx.admin, mine.id, {
        name: "Mía",
        start_date: "2025-08-01",
        due_date: "2025-08-05",
      });
      await expectStatus(
        send(ctx.admin, "POST", "/api/task-dependencies", { task_id: task.id, depends_on_id: secret.id }),
        201,
      );
      await expectStatus(
        send(ctx.admin, "POST", "/api/task-dependencies", { task_id: task.id, depends_on_id: shown.id }),
        201,
      );
      const res = await send(
        commercial,
        "PATCH",
        `/api/tasks/${task.id}`,
        { start_date: "2025-07-05" },
        { lang: "en" },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.start_date).toEqual([
        message("en", "planning:startsBeforePredecessor", { predecessor: "Visible", date: "07/10/2025" }),
      ]);
      await expectStatus(send(commercial, "PATCH", `/api/tasks/${task.id}`, { start_date: "2025-07-15" }), 200);
      // The admin sees both.
      const admin = await send(
        ctx.admin,
        "PATCH",
        `/api/tasks/${task.id}`,
        { start_date: "2025-07-05" },
        { lang: "en" },
      );
      expect(admin.json().errors.start_date).toHaveLength(2);
    });

    it("documents the confirm property of error answers", async () => {
      const doc = (await ctx.test.app.inject({ method: "GET", url: "/api/docs/json" })).json();
      // Error answers share one schema, components.schemas.Error.
      const answer = doc.paths["/api/tasks/{id}"].patch.responses["422"].content["application/json"].schema;
      expect(answer.$ref).toBe("#/components/schemas/Error");
      expect(doc.components.schemas.Error.properties.confirm.type).toBe("string");
    });
  });
}
