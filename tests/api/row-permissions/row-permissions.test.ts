import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getResource } from "../../../resources/index.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createManager, createProject, createTask } from "../../fixtures/projects.js";
import { createRecord } from "../../fixtures/records.js";
import { signedInUser } from "../../fixtures/users.js";
import { insertLeadClient, openSuite, request, type SuiteContext } from "../crud/support/suite-context.js";

// Every row read comes with `_can: { edit, delete }`, the write's own row scope as a column: a
// commercial user edits the project it manages, not the one it only has a task in, and the tasks
// of both; a client reads false everywhere; an admin true everywhere. Each `true` is checked
// against the write itself, each `false` against its refusal.
type Row = Record<string, any>;

for (const kind of DATABASE_KINDS) {
  describe(`per-row permissions on ${kind}`, () => {
    let ctx: SuiteContext;
    let commercial: { id: number; token: string };
    let managed: Row;
    let worked: Row;
    let workedTask: Row;
    let managedTask: Row;

    beforeAll(async () => {
      ctx = await openSuite(kind);
      commercial = await signedInUser(ctx.app, ctx.test.database.handle.db, "commercial");
      const manager = await createManager(ctx.admin, commercial.id);
      managed = await createProject(ctx.admin, { client_id: ctx.clientId, manager_id: manager.id });
      worked = await createProject(ctx.admin, { client_id: await insertLeadClient(ctx.db, "Otro") });
      workedTask = await createTask(ctx.admin, worked.id, { assigned_to: commercial.id });
      managedTask = await createTask(ctx.admin, managed.id);
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    const get = async (token: string, url: string) => {
      const res = await request(ctx, { method: "GET", url, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const canOf = (rows: Row[], id: number) => rows.find((r) => r.id === id)?._can;

    it("tells a commercial user it may edit the project it manages, not one it only works on", async () => {
      const rows = await get(commercial.token, `/api/projects?id=${managed.id}&id=${worked.id}`);
      expect(canOf(rows, managed.id)).toEqual({ edit: true, delete: false });
      expect(canOf(rows, worked.id)).toEqual({ edit: false, delete: false });
      expect((await get(commercial.token, `/api/projects/${worked.id}`))._can).toEqual({ edit: false, delete: false });
      expect((await get(commercial.token, `/api/projects/${managed.id}`))._can).toEqual({ edit: true, delete: false });

      // The writes agree: the worked-on project is refused, the managed one accepted.
      const patch = (id: number) =>
        request(ctx, {
          method: "PATCH",
          url: `/api/projects/${id}`,
          token: commercial.token,
          payload: { description: "cambio" },
        });
      expect((await patch(worked.id)).statusCode).toBe(403);
      expect((await patch(managed.id)).statusCode).toBe(200);
    });

    it("lets a commercial user edit and delete the tasks of every project it works on", async () => {
      const rows = await get(commercial.token, `/api/tasks?id=${workedTask.id}&id=${managedTask.id}`);
      expect(canOf(rows, workedTask.id)).toEqual({ edit: true, delete: true });
      expect(canOf(rows, managedTask.id)).toEqual({ edit: true, delete: true });
    });

    it("follows authorship on notes: only the author's own are editable", async () => {
      const def = getResource("project-notes")!;
      const adminNote = await createRecord(ctx.admin, def, { project_id: managed.id });
      const own = await createRecord({ app: ctx.app, token: commercial.token }, def, { project_id: managed.id });
      const rows = await get(commercial.token, `/api/project-notes?project_id=${managed.id}`);
      expect(canOf(rows, adminNote.id)).toEqual({ edit: false, delete: false });
      expect(canOf(rows, own.id)).toEqual({ edit: true, delete: true });
      expect(
        (await request(ctx, { method: "DELETE", url: `/api/project-notes/${adminNote.id}`, token: commercial.token }))
          .statusCode,
      ).toBe(403);
    });

    it("gives a client false and an admin true on every row", async () => {
      const client = await get(ctx.tokens.client, `/api/projects/${managed.id}`);
      expect(client._can).toEqual({ edit: false, delete: false });
      expect((await get(ctx.tokens.client, `/api/tasks?project_id=${managed.id}`))[0]._can).toEqual({
        edit: false,
        delete: false,
      });
      expect((await get(ctx.tokens.admin, `/api/projects/${worked.id}`))._can).toEqual({ edit: true, delete: true });
      const states = await get(ctx.tokens.commercial, "/api/project-states");
      expect(states.length).toBeGreaterThan(0);
      for (const state of states) expect(state._can).toEqual({ edit: false, delete: false });
    });
  });
}
