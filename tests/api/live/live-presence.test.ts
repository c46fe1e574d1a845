import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createProject, createTask } from "../../fixtures/projects.js";
import { LiveStreams, type LiveClient } from "../../fixtures/live-client.js";
import {
  expectStatus,
  insertLeadClient,
  openPlanning,
  send,
  userWithRole,
  type PlanningContext,
} from "../projects/support.js";

// Presence: who is viewing a record now, told to the other readers of that record as it changes.
for (const kind of DATABASE_KINDS) {
  describe(`presence on ${kind}`, () => {
    let ctx: PlanningContext;
    const streams = new LiveStreams();
    const open = (token: string) => streams.connect(token);
    const view = (api: { token: string; app: any }, body: object) => send(api, "PUT", "/api/live/presence", body);
    const viewersIn = (live: LiveClient, id: number) => () =>
      live.messages
        .filter((m) => m.event === "presence" && m.data.resource === "tasks" && m.data.id === id)
        .at(-1)
        ?.data.viewers.map((v: { id: number }) => v.id) ?? [];
    beforeAll(async () => {
      ctx = await openPlanning(kind);
      await streams.serve(ctx.test.app);
    });
    afterAll(async () => {
      streams.closeAll();
      await ctx?.test.close();
    });

    it("tells each viewer of a task who else is viewing it, and when they leave", async () => {
      const project = await createProject(ctx.admin);
      const task = await createTask(ctx.admin, project.id);
      const colleague = await userWithRole(ctx, "admin");
      const mine = await open(ctx.admin.token);
      const theirs = await open(colleague.token);
      const myTab = crypto.randomUUID();
      const first = await expectStatus(
        view(ctx.admin, { tab: myTab, stream: mine.stream, resource: "tasks", id: task.id }),
        200,
      );
      expect(first.viewers.map((v: { id: number }) => v.id)).toEqual([ctx.admin.id]);
      const tab = crypto.randomUUID();
      const second = await expectStatus(
        view(colleague, { tab, stream: theirs.stream, resource: "tasks", id: task.id }),
        200,
      );
      expect(second.viewers.map((v: { id: number }) => v.id).sort()).toEqual([ctx.admin.id, colleague.id].sort());
      await mine.until(() => viewersIn(mine, task.id)().includes(colleague.id), "the colleague's arrival");
      const viewer = mine.messages
        .filter((m) => m.event === "presence")
        .at(-1)!
        .data.viewers.find((v: { id: number }) => v.id === colleague.id);
      expect(viewer).toEqual({ id: colleague.id, name: "admin user", avatar: null });
      // Leaving through the API, then by closing the stream.
      expect((await send(colleague, "DELETE", `/api/live/presence/${tab}`)).statusCode).toBe(204);
      await mine.until(() => !viewersIn(mine, task.id)().includes(colleague.id), "the colleague's leaving");
      await expectStatus(view(colleague, { tab, stream: theirs.stream, resource: "tasks", id: task.id }), 200);
      await mine.until(() => viewersIn(mine, task.id)().includes(colleague.id), "the colleague's return");
      theirs.close();
      await mine.until(() => !viewersIn(mine, task.id)().includes(colleague.id), "the closed stream's leaving");
    });

    it("moves a tab's presence when it opens another record", async () => {
      const project = await createProject(ctx.admin);
      const [a, b] = [await createTask(ctx.admin, project.id), await createTask(ctx.admin, project.id)];
      const colleague = await userWithRole(ctx, "admin");
      const mine = await open(ctx.admin.token);
      await expectStatus(view(ctx.admin, { tab: crypto.randomUUID(), resource: "tasks", id: a.id }), 200);
      const tab = crypto.randomUUID();
      await expectStatus(view(colleague, { tab, resource: "tasks", id: a.id }), 200);
      await mine.until(() => viewersIn(mine, a.id)().includes(colleague.id), "the colleague on A");
      await expectStatus(view(colleague, { tab, resource: "tasks", id: b.id }), 200);
      await mine.until(() => !viewersIn(mine, a.id)().includes(colleague.id), "the colleague leaving A");
    });

    it(
      "refuses records the user may not read (404) and " + "malformed requests (400/422), and tells strangers nothing",
      async () => {
        const [mine, theirs] = [await insertLeadClient(ctx.db), await insertLeadClient(ctx.db)];
        const client = await userWithRole(ctx, "client", mine);
        const stranger = await userWithRole(ctx, "client", theirs);
        const strangerLive = await open(stranger.token);
        const project = await createProject(ctx.admin, { client_id: mine });
        const task = await createTask(ctx.admin, project.id);
        const tab = crypto.randomUUID();
        expect((await view(stranger, { tab, resource: "tasks", id: task.id })).statusCode).toBe(404);
        expect((await view(client, { tab, resource: "project-notes", id: 1 })).statusCode).toBe(404);
        const unknown = await send(
          client,
          "PUT",
          "/api/live/presence",
          { tab, resource: "nothing", id: 1 },
          { lang: "en" },
        );
        expect(unknown.statusCode).toBe(422);
        expect(unknown.json().errors.resource).toBeDefined();
        expect((await view(client, { tab, resource: "tasks", id: task.id, extra: 1 })).statusCode).toBe(422);
        expect((await view(client, { tab: "not-a-uuid", resource: "tasks", id: task.id })).statusCode).toBe(422);
        expect((await send(client, "DELETE", "/api/live/presence/not-a-uuid")).statusCode).toBe(400);
        await expectStatus(view(client, { tab, resource: "tasks", id: task.id }), 200);
        const marker = await createProject(ctx.admin, { client_id: theirs });
        await strangerLive.rowEvent("projects", "created", marker.id);
        expect(strangerLive.messages.filter((m) => m.event === "presence")).toEqual([]);
      },
    );
  });
}
