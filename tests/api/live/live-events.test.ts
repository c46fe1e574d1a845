import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createProject, createTask } from "../../fixtures/projects.js";
import { LiveClient, listening } from "../../fixtures/live-client.js";
import { expectStatus, openPlanning, send, type PlanningContext } from "../projects/support.js";

// Every committed write is heard on the stream as {resource, type, ids, by}: generic CRUD, board
// moves, roll-ups the database makes, plain SQL; a rolled-back write is never heard.
for (const kind of DATABASE_KINDS) {
  describe(`live events on ${kind}`, () => {
    let ctx: PlanningContext;
    let base: string;
    let live: LiveClient;
    beforeAll(async () => {
      ctx = await openPlanning(kind);
      base = await listening(ctx.test.app);
      live = await LiveClient.open(base, ctx.admin.token);
    });
    afterAll(async () => {
      live?.close();
      await ctx?.test.close();
    });

    it("hears creates, updates and deletes with who made them", async () => {
      const project = await createProject(ctx.admin);
      const created = await live.rowEvent("projects", "created", project.id);
      expect(created.data).toEqual({ resource: "projects", type: "created", ids: [project.id], by: ctx.admin.id });
      await expectStatus(send(ctx.admin, "PATCH", `/api/projects/${project.id}`, { name: "Renombrado" }), 200);
      expect((await live.rowEvent("projects", "updated", project.id)).data.by).toBe(ctx.admin.id);
      await expectStatus(send(ctx.admin, "DELETE", `/api/projects/${project.id}`), 200);
      expect((await live.rowEvent("projects", "deleted", project.id)).data.by).toBe(ctx.admin.id);
    });

    it("hears the roll-ups: a time entry changes its task and its project", async () => {
      const project = await createProject(ctx.admin);
      const task = await createTask(ctx.admin, project.id);
      const before = live.messages.length;
      const entry = await expectStatus(
        send(ctx.admin, "POST", "/api/time-entries", {
          task_id: task.id,
          started_at: "2026-03-02T09:00:00Z",
          ended_at: "2026-03-02T11:00:00Z",
        }),
        201,
      );
      await live.rowEvent("time-entries", "created", entry.id);
      const since = () => live.messages.slice(before);
      await live.until(
        () => since().some((m) => m.data.resource === "tasks" && m.data.ids?.includes(task.id)),
        "the task's roll-up",
      );
      await live.until(
        () => since().some((m) => m.data.resource === "projects" && m.data.ids?.includes(project.id)),
        "the project's roll-up",
      );
    });

    it("hears a board move", async () => {
      const project = await createProject(ctx.admin);
      const [first, second] = [await createTask(ctx.admin, project.id), await createTask(ctx.admin, project.id)];
      await expectStatus(
        send(ctx.admin, "POST", `/api/tasks/${second.id}/move`, { column: first.task_state_id, index: 0 }),
        200,
      );
      await live.rowEvent("tasks", "updated", second.id);
    });

    it("hears a script's write with nobody as its author", async () => {
      const project = await createProject(ctx.admin);
      await sql`update projects set description = 'script' where id = ${project.id}`.execute(ctx.db);
      const event = await live.next(
        (m) =>
          m.data.resource === "projects"
          && m.data.type === "updated"
          && m.data.ids.includes(project.id)
          && m.data.by === null,
      );
      expect(event.data.by).toBeNull();
    });

    it("hears nothing of a write that rolls back", async () => {
      const project = await createProject(ctx.admin);
      await live.rowEvent("projects", "created", project.id);
      const failed = ctx.db.transaction().execute(async (trx) => {
        await sql`update projects set name = 'never' where id = ${project.id}`.execute(trx);
        throw new Error("rolled back");
      });
      await expect(failed).rejects.toThrow("rolled back");
      // An API write refused after it touched rows rolls back too (the name is too long).
      const refused = await send(ctx.admin, "PATCH", `/api/projects/${project.id}`, { name: "x".repeat(5000) });
      expect(refused.statusCode).toBe(422);
      // Events arrive in commit order: once the marker is heard, anything before it would have been.
      const marker = await createProject(ctx.admin);
      await live.rowEvent("projects", "created", marker.id);
      expect(live.messages.filter((m) => m.data.type === "updated" && m.data.ids?.includes(project.id))).toEqual([]);
    });

    // 1,000 ids would not fit one NOTIFY (8,000 bytes): the trigger sends them in runs of 400.
    it("hears every id of a 1,000-row statement", async () => {
      const project = await createProject(ctx.admin);
      const task = await createTask(ctx.admin, project.id);
      const { rows } = await sql<{ id: number }>`
        insert into tasks (name, project_id, task_state_id) select 'Masiva ' || n, ${project.id}, ${task.task_state_id}
        from generate_series(1, 1000) n returning id`.execute(ctx.db);
      const ids = rows.map((r) => r.id);
      await live.until(() => {
        const heard = new Set(live.idsOf("tasks", "created"));
        return ids.every((id) => heard.has(id));
      }, "all 1,000 ids");
    });
  });
}
