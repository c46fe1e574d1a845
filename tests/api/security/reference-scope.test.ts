import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createManager, createProject, createTask } from "../../fixtures/projects.js";
import { signedInUser } from "../../fixtures/users.js";
import { ids, insertLeadClient, openSuite, request, type SuiteContext } from "../crud/support/suite-context.js";

// References and lookups never cross a reader's scope (issue "What breaks today", 4 and 5): a
// looked-up value of a row the reader may not read is null, a filter by its id answers as for an
// id that does not exist, and no write may point at a row its writer may not read or that does
// not fit the row (a phase of another project, a reply to another task's comment).
type Row = Record<string, any>;

const MISSING = 2_000_000_000;

for (const kind of DATABASE_KINDS) {
  describe(`references across scopes on ${kind}`, () => {
    let ctx: SuiteContext;
    let commercial: { id: number; token: string };
    let mine: Row; // the suite client's project, managed by `commercial`
    let other: Row; // another client's project, nobody's
    let myTask: Row;
    let secretTask: Row;
    let dependency: Row;

    beforeAll(async () => {
      ctx = await openSuite(kind);
      const db = ctx.test.database.handle.db;
      commercial = await signedInUser(ctx.app, db, "commercial");
      const manager = await createManager(ctx.admin, commercial.id);
      mine = await createProject(ctx.admin, { client_id: ctx.clientId, manager_id: manager.id });
      other = await createProject(ctx.admin, { client_id: await insertLeadClient(ctx.db, "Otro cliente") });
      myTask = await createTask(ctx.admin, mine.id, { assigned_to: commercial.id });
      secretTask = await createTask(ctx.admin, other.id, { name: "Tarea secreta" });
      // An admin may link tasks of two clients' projects.
      dependency = (
        await post(ctx.tokens.admin, "task-dependencies", { task_id: myTask.id, depends_on_id: secretTask.id })
      ).json();
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    const get = (token: string, url: string) => request(ctx, { method: "GET", url, token });
    const post = (token: string, name: string, payload: object) =>
      request(ctx, { method: "POST", url: `/api/${name}`, token, payload });
    const patch = (token: string, name: string, id: number, payload: object) =>
      request(ctx, { method: "PATCH", url: `/api/${name}/${id}`, token, payload });

    it("shows no looked-up value of a row the reader may not read", async () => {
      expect(dependency.depends_on_name).toBe("Tarea secreta");
      for (const token of [ctx.tokens.client, commercial.token]) {
        const shown = (await get(token, `/api/task-dependencies/${dependency.id}`)).json();
        expect(shown).toMatchObject({ task_name: myTask.name, depends_on_name: null });
        const listed = (await get(token, `/api/task-dependencies?task_id=${myTask.id}`)).json();
        expect(listed.map((r: Row) => r.depends_on_name)).toEqual([null]);
      }
      // Nor does a write's answer: the commercial user changes the dependency it may change.
      const changed = await patch(commercial.token, "task-dependencies", dependency.id, { type: "finish_to_start" });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        task_name: myTask.name,
        depends_on_id: secretTask.id,
        depends_on_name: null,
      });
      // A client reads no staff user: the assignee's and the manager's names stay with staff.
      expect((await get(ctx.tokens.client, `/api/tasks/${myTask.id}`)).json()).toMatchObject({
        project_name: mine.name,
        assigned_to_name: null,
      });
      expect((await get(ctx.tokens.client, `/api/projects/${mine.id}`)).json()).toMatchObject({
        client_name: "Suite client",
        manager_name: null,
      });
      expect((await get(commercial.token, `/api/tasks/${myTask.id}`)).json().assigned_to_name).toBe("commercial user");
      expect((await get(commercial.token, `/api/projects/${mine.id}`)).json().manager_name).toBe("commercial user");
    });

    it("answers a filter by the id of an unreadable row as for an id that does not exist", async () => {
      const admin = await get(ctx.tokens.admin, `/api/task-dependencies?depends_on_id=${secretTask.id}`);
      expect(ids(admin.json())).toEqual([dependency.id]);
      for (const token of [ctx.tokens.client, commercial.token]) {
        for (const id of [secretTask.id, MISSING]) {
          const eq = await get(token, `/api/task-dependencies?depends_on_id=${id}`);
          expect([eq.json(), eq.headers["x-total-count"]]).toEqual([[], "0"]);
          expect(ids((await get(token, `/api/task-dependencies?depends_on_id_ne=${id}`)).json())).toEqual([
            dependency.id,
          ]);
          expect(
            ids((await get(token, `/api/task-dependencies?depends_on_id=${id}&depends_on_id=${MISSING - 1}`)).json()),
          ).toEqual([]);
        }
      }
    });

    it("refuses a phase of another project, for anyone, like a phase that does not exist", async () => {
      const foreignPhase = (
        await post(ctx.tokens.admin, "project-phases", { project_id: other.id, name: "Fase ajena" })
      ).json();
      const ownPhase = (
        await post(ctx.tokens.admin, "project-phases", { project_id: mine.id, name: "Fase propia" })
      ).json();
      const task = (phase: number) => ({
        name: "Con fase",
        project_id: mine.id,
        task_state_id: myTask.task_state_id,
        phase_id: phase,
      });
      for (const token of [commercial.token, ctx.tokens.admin]) {
        const foreign = await post(token, "tasks", task(foreignPhase.id));
        const missing = await post(token, "tasks", task(MISSING));
        expect(foreign.statusCode).toBe(422);
        expect(foreign.json()).toEqual(missing.json());
        expect(foreign.json().errors).toEqual({ phase_id: ["El registro seleccionado no existe"] });
        expect((await patch(token, "tasks", myTask.id, { phase_id: foreignPhase.id })).statusCode).toBe(422);
      }
      const fits = await post(commercial.token, "tasks", task(ownPhase.id));
      expect(fits.statusCode).toBe(201);
      // Moving the task to another project leaves its phase behind: refused until it is cleared.
      expect((await patch(ctx.tokens.admin, "tasks", fits.json().id, { project_id: other.id })).json().errors).toEqual({
        phase_id: ["El registro seleccionado no existe"],
      });
      expect(
        (await patch(ctx.tokens.admin, "tasks", fits.json().id, { project_id: other.id, phase_id: null })).statusCode,
      ).toBe(200);
    });

    it("refuses a reply to a comment of another task, internal or not, like one that does not exist", async () => {
      const internal = (
        await post(ctx.tokens.admin, "task-comments", { task_id: secretTask.id, content: "Interno", internal: true })
      ).json();
      const sameTask = (
        await post(ctx.tokens.admin, "task-comments", { task_id: myTask.id, content: "Primero" })
      ).json();
      const otherTask = await createTask(ctx.admin, mine.id);
      const sibling = (
        await post(ctx.tokens.admin, "task-comments", { task_id: otherTask.id, content: "De otra tarea" })
      ).json();
      const reply = (parent: number) => ({ task_id: myTask.id, content: "Respuesta", parent_id: parent });
      const missing = (await post(commercial.token, "task-comments", reply(MISSING))).json();
      expect(missing.errors).toEqual({ parent_id: ["El registro seleccionado no existe"] });
      expect((await post(commercial.token, "task-comments", reply(internal.id))).json()).toEqual(missing);
      expect((await post(ctx.tokens.admin, "task-comments", reply(internal.id))).json()).toEqual(missing);
      expect((await post(ctx.tokens.admin, "task-comments", reply(sibling.id))).json()).toEqual(missing);
      expect((await post(commercial.token, "task-comments", reply(sameTask.id))).statusCode).toBe(201);
    });

    it("refuses a client user as a task's assignee, and any row the writer cannot read", async () => {
      const body = (assignee: number) => ({
        name: "Asignada",
        project_id: mine.id,
        task_state_id: myTask.task_state_id,
        assigned_to: assignee,
      });
      const missing = (await post(commercial.token, "tasks", body(MISSING))).json();
      expect(missing.errors).toEqual({ assigned_to: ["El registro seleccionado no existe"] });
      for (const token of [commercial.token, ctx.tokens.admin]) {
        expect((await post(token, "tasks", body(ctx.userIds.client))).json()).toEqual(missing);
        expect((await patch(token, "tasks", myTask.id, { assigned_to: ctx.userIds.client })).json()).toEqual(missing);
      }
      // A dependency on a task of a project the commercial user does not reach.
      const dep = await post(commercial.token, "task-dependencies", {
        task_id: myTask.id,
        depends_on_id: secretTask.id,
      });
      expect(dep.statusCode).toBe(422);
      expect(dep.json().errors).toEqual({ depends_on_id: ["El registro seleccionado no existe"] });
      expect((await post(commercial.token, "tasks", body(commercial.id))).statusCode).toBe(201);
    });
  });
}
