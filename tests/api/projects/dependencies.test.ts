import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createManager, createProject, createTask } from "../../fixtures/projects.js";
import {
  expectStatus,
  insertLeadClient,
  message,
  openPlanning,
  send,
  userWithRole,
  type PlanningContext,
} from "./support.js";

// Task dependencies (finish-to-start): a task may not depend on itself, twice on the same task,
// or close a loop, however long; these are never overridable. Across projects only between
// tasks the user reaches.
for (const kind of DATABASE_KINDS) {
  describe(`task dependencies on ${kind}`, () => {
    let ctx: PlanningContext;
    beforeAll(async () => {
      ctx = await openPlanning(kind);
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    const depend = (
      taskId: number,
      dependsOnId: number,
      options: { lang?: string; confirm?: boolean; as?: typeof ctx.admin } = {},
    ) =>
      send(
        options.as ?? ctx.admin,
        "POST",
        "/api/task-dependencies",
        { task_id: taskId, depends_on_id: dependsOnId },
        options,
      );

    async function threeTasks() {
      const project = await createProject(ctx.admin);
      const [a, b, c] = await Promise.all(
        ["Diseño", "Desarrollo", "Pruebas"].map((name) =>
          createTask(ctx.admin, project.id, { name: `${name} ${project.id}` }),
        ),
      );
      return { project, a, b, c };
    }

    it("refuses a task that depends on itself, naming it, in Spanish and English", async () => {
      const { a } = await threeTasks();
      const es = await depend(a.id, a.id, { lang: "es" });
      expect(es.statusCode).toBe(422);
      expect(es.json()).toEqual({
        message: `Una tarea no puede depender de sí misma («${a.name}»)`,
        errors: { depends_on_id: [`Una tarea no puede depender de sí misma («${a.name}»)`] },
      });
      const en = await depend(a.id, a.id, { lang: "en" });
      expect(en.json().errors.depends_on_id).toEqual([message("en", "planning:selfDependency", { task: a.name })]);
    });

    it("refuses a direct cycle: B after A, then A after B", async () => {
      const { a, b } = await threeTasks();
      await expectStatus(depend(b.id, a.id), 201);
      const res = await depend(a.id, b.id, { lang: "es" });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        depends_on_id: [`Formaría un ciclo: «${b.name}» ya depende, directa o indirectamente, de «${a.name}»`],
      });
      expect(res.json().confirm).toBeUndefined();
    });

    it("refuses a longer cycle, even with the dates warning confirmed, and keeps nothing", async () => {
      const { a, b, c } = await threeTasks();
      await expectStatus(depend(b.id, a.id), 201);
      await expectStatus(depend(c.id, b.id), 201);
      const res = await depend(a.id, c.id, { lang: "en", confirm: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.depends_on_id).toEqual([
        message("en", "planning:dependencyCycle", { task: a.name, predecessor: c.name }),
      ]);
      const rows = await ctx.db.selectFrom("task_dependencies").select("task_id").where("task_id", "=", a.id).execute();
      expect(rows).toEqual([]);
      // The same tasks in an order that makes no loop are fine.
      await expectStatus(depend(c.id, a.id), 201);
    });

    it("refuses the same dependency twice with a clear message", async () => {
      const { a, b } = await threeTasks();
      await expectStatus(depend(b.id, a.id), 201);
      const res = await depend(b.id, a.id, { lang: "en" });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        depends_on_id: [message("en", "planning:dependencyExists", { task: b.name, predecessor: a.name })],
      });
    });

    it("checks a PATCH of task_id or depends_on_id the same way", async () => {
      const { project, a, b, c } = await threeTasks();
      const d = await createTask(ctx.admin, project.id);
      const ab = await expectStatus(depend(b.id, a.id), 201);
      const bc = await expectStatus(depend(c.id, b.id), 201);
      const ad = await expectStatus(depend(a.id, d.id), 201);
      // a after c would close a → c → b → a.
      const loop = await send(
        ctx.admin,
        "PATCH",
        `/api/task-dependencies/${ad.id}`,
        { depends_on_id: c.id, version: ad.version },
        { lang: "en" },
      );
      expect(loop.statusCode).toBe(422);
      expect(loop.json().errors.depends_on_id).toEqual([
        message("en", "planning:dependencyCycle", { task: a.name, predecessor: c.name }),
      ]);
      const self = await send(
        ctx.admin,
        "PATCH",
        `/api/task-dependencies/${bc.id}`,
        { depends_on_id: c.id },
        { lang: "en" },
      );
      expect(self.statusCode).toBe(422);
      expect(self.json().errors.depends_on_id).toEqual([message("en", "planning:selfDependency", { task: c.name })]);
      // Re-pointing a dependency is checked without the row itself: c after a (instead of b) is fine.
      const moved = await expectStatus(
        send(ctx.admin, "PATCH", `/api/task-dependencies/${bc.id}`, { depends_on_id: a.id }),
        200,
      );
      expect(moved).toMatchObject({ task_id: c.id, depends_on_id: a.id });
      // Saving a row unchanged is not a repeat of itself.
      await expectStatus(
        send(ctx.admin, "PATCH", `/api/task-dependencies/${ab.id}`, { task_id: b.id, depends_on_id: a.id }),
        200,
      );
    });

    it("refuses a dependency on a task that does not exist", async () => {
      const { a } = await threeTasks();
      const res = await depend(a.id, 2_000_000_000, { lang: "en" });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.depends_on_id).toEqual([message("en", "validation:reference")]);
    });

    it("lets two concurrent opposite dependencies in only once (never a cycle)", async () => {
      const { a, b } = await threeTasks();
      const [first, second] = await Promise.all([depend(b.id, a.id), depend(a.id, b.id)]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([201, 422]);
      const rows = await ctx.db
        .selectFrom("task_dependencies")
        .select("id")
        .where("task_id", "in", [a.id, b.id])
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("links tasks of two projects only when the user reaches both", async () => {
      const commercial = await userWithRole(ctx, "commercial");
      const manager = await createManager(ctx.admin, commercial.id);
      const managed = await createProject(ctx.admin, { manager_id: manager.id });
      const assignedIn = await createProject(ctx.admin);
      const foreign = await createProject(ctx.admin);
      const mine = await createTask(ctx.admin, managed.id);
      const assigned = await createTask(ctx.admin, assignedIn.id, { assigned_to: commercial.id });
      const unreachable = await createTask(ctx.admin, foreign.id);

      const refused = await depend(mine.id, unreachable.id, { as: commercial, lang: "en" });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ depends_on_id: [message("en", "validation:reference")] });
      const notMine = await depend(unreachable.id, mine.id, { as: commercial, lang: "en" });
      expect(notMine.statusCode).toBe(422);
      expect(notMine.json().errors.task_id).toEqual([message("en", "validation:reference")]);

      const across = await expectStatus(depend(mine.id, assigned.id, { as: commercial }), 201);
      expect(across).toMatchObject({
        task_id: mine.id,
        depends_on_id: assigned.id,
        depends_on_name: assigned.name,
        task_name: mine.name,
      });
      const repoint = await send(
        commercial,
        "PATCH",
        `/api/task-dependencies/${across.id}`,
        { depends_on_id: unreachable.id },
        { lang: "en" },
      );
      expect(repoint.statusCode).toBe(422);
      expect(repoint.json().errors.depends_on_id).toEqual([message("en", "validation:reference")]);
      // An admin reaches everything.
      await expectStatus(depend(unreachable.id, mine.id), 201);
    });

    it("does not let a client create dependencies", async () => {
      const { a, b, project } = await threeTasks();
      const clientId = await insertLeadClient(ctx.db);
      await expectStatus(send(ctx.admin, "PATCH", `/api/projects/${project.id}`, { client_id: clientId }), 200);
      const client = await userWithRole(ctx, "client", clientId);
      expect((await depend(b.id, a.id, { as: client })).statusCode).toBe(403);
    });
  });
}
