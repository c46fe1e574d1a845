import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createManager, createProject, createTask } from "../../fixtures/projects.js";
import { LiveStreams } from "../../fixtures/live-client.js";
import {
  expectStatus,
  insertLeadClient,
  openPlanning,
  send,
  userWithRole,
  type PlanningContext,
} from "../projects/support.js";

// Each stream hears only of rows its user may read, decided on the server per reader: a client
// never receives another client's ids nor hears of an internal comment; a commercial user hears
// of the projects they work on. Every check ends on a marker event heard by that reader, after
// which anything the reader should not have heard would already have arrived.
for (const kind of DATABASE_KINDS) {
  describe(`live events per reader on ${kind}`, () => {
    let ctx: PlanningContext;
    const streams = new LiveStreams();
    const open = (token: string) => streams.connect(token);
    beforeAll(async () => {
      ctx = await openPlanning(kind);
      await streams.serve(ctx.test.app);
    });
    afterAll(async () => {
      streams.closeAll();
      await ctx?.test.close();
    });

    it("gives a client the ids of its own projects and tasks only", async () => {
      const [mine, theirs] = [await insertLeadClient(ctx.db), await insertLeadClient(ctx.db)];
      const client = await userWithRole(ctx, "client", mine);
      const live = await open(client.token);
      const other = await createProject(ctx.admin, { client_id: theirs });
      const otherTask = await createTask(ctx.admin, other.id);
      await expectStatus(send(ctx.admin, "PATCH", `/api/tasks/${otherTask.id}`, { name: "Ajena" }), 200);
      const own = await createProject(ctx.admin, { client_id: mine });
      const ownTask = await createTask(ctx.admin, own.id);
      await live.rowEvent("tasks", "created", ownTask.id);
      expect(live.idsOf("projects")).not.toContain(other.id);
      expect(live.idsOf("tasks")).not.toContain(otherTask.id);
      expect(live.idsOf("projects")).toContain(own.id);
    });

    it("never tells a client of an internal comment, and does tell it of a public one", async () => {
      const clientId = await insertLeadClient(ctx.db);
      const client = await userWithRole(ctx, "client", clientId);
      const live = await open(client.token);
      const project = await createProject(ctx.admin, { client_id: clientId });
      const task = await createTask(ctx.admin, project.id);
      const internal = await expectStatus(
        send(ctx.admin, "POST", "/api/task-comments", { task_id: task.id, content: "Solo el equipo", internal: true }),
        201,
      );
      const visible = await expectStatus(
        send(ctx.admin, "POST", "/api/task-comments", {
          task_id: task.id,
          content: "Para el cliente",
          internal: false,
        }),
        201,
      );
      await live.rowEvent("task-comments", "created", visible.id);
      await expectStatus(send(ctx.admin, "DELETE", `/api/task-comments/${internal.id}`), 200);
      await expectStatus(send(ctx.admin, "DELETE", `/api/task-comments/${visible.id}`), 200);
      await live.rowEvent("task-comments", "deleted", visible.id);
      expect(live.idsOf("task-comments")).not.toContain(internal.id);
    });

    it(
      "tells a client of its project's deletion, with the " + "tasks deleted alongside, and nobody else's client",
      async () => {
        const [mine, theirs] = [await insertLeadClient(ctx.db), await insertLeadClient(ctx.db)];
        const client = await userWithRole(ctx, "client", mine);
        const stranger = await userWithRole(ctx, "client", theirs);
        const [live, elsewhere] = [await open(client.token), await open(stranger.token)];
        const project = await createProject(ctx.admin, { client_id: mine });
        const task = await createTask(ctx.admin, project.id);
        await expectStatus(send(ctx.admin, "DELETE", `/api/tasks/${task.id}`), 200);
        await expectStatus(send(ctx.admin, "DELETE", `/api/projects/${project.id}`), 200);
        await live.rowEvent("tasks", "deleted", task.id);
        await live.rowEvent("projects", "deleted", project.id);
        const marker = await createProject(ctx.admin, { client_id: theirs });
        await elsewhere.rowEvent("projects", "created", marker.id);
        expect(elsewhere.idsOf("projects")).not.toContain(project.id);
        expect(elsewhere.idsOf("tasks")).not.toContain(task.id);
      },
    );

    it("tells each user of changes to their own account as `me`, and nobody else", async () => {
      const user = await userWithRole(ctx, "client", await insertLeadClient(ctx.db));
      const other = await userWithRole(ctx, "commercial");
      const [mine, theirs] = [await open(user.token), await open(other.token)];
      await expectStatus(send(ctx.admin, "PATCH", `/api/users/${user.id}`, { name: "Renombrada" }), 200);
      // A client is not told which member of the team made a change (by: null); staff are.
      const toMe = await mine.next((m) => m.data.resource === "me");
      expect(toMe.data).toEqual({ resource: "me", type: "updated", ids: [user.id], by: null });
      await expectStatus(send(ctx.admin, "PATCH", `/api/users/${other.id}`, { name: "Marcador" }), 200);
      const toThem = await theirs.next((m) => m.data.resource === "me" && m.data.ids.includes(other.id));
      expect(toThem.data.by).toBe(ctx.admin.id);
      expect(theirs.idsOf("me")).toEqual([other.id]);
      // Users themselves (the admin screen) stay the admins' to hear of.
      expect(mine.idsOf("users")).toEqual([]);
    });

    it("tells a commercial user of the projects they manage, not of the others", async () => {
      const commercial = await userWithRole(ctx, "commercial");
      const manager = await createManager(ctx.admin, commercial.id);
      const live = await open(commercial.token);
      const foreign = await createProject(ctx.admin);
      const managed = await createProject(ctx.admin, { manager_id: manager.id });
      await live.rowEvent("projects", "created", managed.id);
      expect(live.idsOf("projects")).not.toContain(foreign.id);
      // Resources a role may not list at all are never heard of (notes are staff-only).
      const clientId = await insertLeadClient(ctx.db);
      const client = await userWithRole(ctx, "client", clientId);
      const clientLive = await open(client.token);
      const own = await createProject(ctx.admin, { client_id: clientId });
      await expectStatus(
        send(ctx.admin, "POST", "/api/project-notes", { project_id: own.id, content: "Nota interna" }),
        201,
      );
      const marker = await createTask(ctx.admin, own.id);
      await clientLive.rowEvent("tasks", "created", marker.id);
      expect(clientLive.idsOf("project-notes")).toEqual([]);
    });
  });
}
