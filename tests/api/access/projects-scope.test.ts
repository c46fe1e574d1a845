import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getResource } from "../../../resources/index.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createManager, createProject, createTask } from "../../fixtures/projects.js";
import { createRecord, type Api } from "../../fixtures/records.js";
import { signedInUser } from "../../fixtures/users.js";
import { ids, insertLeadClient, openSuite, qs, request, type SuiteContext } from "../crud/support/suite-context.js";

// Who reaches which project, and everything under it (docs/product.md#roles, issue 4), written out on one
// small world: P1 is the suite client's and managed by commercial user C1; C1 only has a task in
// P2 (another client's); P3 is nobody's. C2 is a commercial user with nothing at all.
type Row = Record<string, any>;

interface World {
  c1: { id: number; token: string };
  c2: { id: number; token: string };
  p1: Row;
  p2: Row;
  p3: Row;
  /** Rows of each resource under P1, P2 and P3 (tasks: one per project, children on it). */
  rows: Record<string, [Row, Row, Row]>;
  internalComment: Row;
}

const CHILDREN = ["project-phases", "project-milestones", "project-files", "project-issues", "project-notes"] as const;
const TASK_CHILDREN = ["task-notes", "task-files", "task-comments", "task-dependencies", "time-entries"] as const;

async function buildWorld(ctx: SuiteContext): Promise<World> {
  const db = ctx.test.database.handle.db;
  const admin = ctx.admin;
  const c1 = await signedInUser(ctx.app, db, "commercial");
  const c2 = await signedInUser(ctx.app, db, "commercial");
  const otherClient = await insertLeadClient(ctx.db, "Otro cliente");
  const manager = await createManager(admin, c1.id);
  const p1 = await createProject(admin, { client_id: ctx.clientId, manager_id: manager.id });
  const p2 = await createProject(admin, { client_id: otherClient });
  const p3 = await createProject(admin, { client_id: otherClient });
  const projects = [p1, p2, p3];
  const rows: Record<string, [Row, Row, Row]> = {};
  const each = async (make: (project: Row, i: number) => Promise<Row>) => {
    const out: Row[] = [];
    for (const [i, p] of projects.entries()) out.push(await make(p, i));
    return out as [Row, Row, Row];
  };
  rows.tasks = await each((p, i) => createTask(admin, p.id, i === 1 ? { assigned_to: c1.id } : {}));
  for (const name of CHILDREN)
    rows[name] = await each((p) => createRecord(admin, getResource(name)!, { project_id: p.id }));
  for (const name of TASK_CHILDREN) {
    rows[name] = await each(async (p, i) => {
      const task = rows.tasks[i];
      if (name === "task-dependencies")
        return createRecord(admin, getResource(name)!, {
          task_id: (await createTask(admin, p.id)).id,
          depends_on_id: task.id,
        });
      return createRecord(admin, getResource(name)!, {
        task_id: task.id,
        ...(name === "task-comments" ? { internal: false, parent_id: null } : {}),
      });
    });
  }
  const internalComment = await createRecord(admin, getResource("task-comments")!, {
    task_id: rows.tasks[0].id,
    internal: true,
    parent_id: null,
  });
  return { c1, c2, p1, p2, p3, rows, internalComment };
}

for (const kind of DATABASE_KINDS) {
  describe(`projects' row scope on ${kind}`, () => {
    let ctx: SuiteContext;
    let world: World;
    beforeAll(async () => {
      ctx = await openSuite(kind);
      world = await buildWorld(ctx);
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    const get = (token: string, url: string) => request(ctx, { method: "GET", url, token });
    /** The ids of the world's three rows of a resource that `token` lists. */
    async function listedOf(token: string, name: string): Promise<boolean[]> {
      const three = world.rows[name] ?? [world.p1, world.p2, world.p3];
      const res = await get(token, `/api/${name}?${qs(three.map((r) => ["id", r.id]))}`);
      expect(res.statusCode, name).toBe(200);
      const listed = ids(res.json());
      return three.map((r) => listed.includes(r.id));
    }

    it("lets an admin see every project and everything under them", async () => {
      for (const name of ["projects", "tasks", ...CHILDREN, ...TASK_CHILDREN]) {
        expect(await listedOf(ctx.tokens.admin, name), name).toEqual([true, true, true]);
      }
      expect((await get(ctx.tokens.admin, `/api/task-comments/${world.internalComment.id}`)).statusCode).toBe(200);
    });

    it("shows a client its client's projects and what is under them, never internal comments", async () => {
      const token = ctx.tokens.client;
      for (const name of [
        "projects",
        "tasks",
        "project-phases",
        "project-milestones",
        "project-files",
        "project-issues",
        "task-files",
        "task-comments",
        "task-dependencies",
      ]) {
        expect(await listedOf(token, name), name).toEqual([true, false, false]);
      }
      expect((await get(token, `/api/projects/${world.p2.id}`)).statusCode).toBe(404);
      expect((await get(token, `/api/tasks/${world.rows.tasks[2].id}`)).statusCode).toBe(404);
      const comments = await get(token, `/api/task-comments?task_id=${world.rows.tasks[0].id}`);
      expect(ids(comments.json())).toEqual([world.rows["task-comments"][0].id]);
      expect((await get(token, `/api/task-comments/${world.internalComment.id}`)).statusCode).toBe(404);
      expect((await get(token, `/api/task-comments?internal=true`)).json()).toEqual([]);
    });

    it("gives staff the company's counts of projects and tasks per state, and a client none", async () => {
      const admin = ctx.admin;
      const state = await createRecord(admin, getResource("project-states")!);
      const taskState = await createRecord(admin, getResource("task-states")!);
      const mine = await createProject(admin, {
        client_id: ctx.clientId,
        manager_id: world.p1.manager_id,
        project_state_id: state.id,
      });
      const worked = await createProject(admin, { client_id: world.p2.client_id, project_state_id: state.id });
      await createProject(admin, { client_id: world.p2.client_id, project_state_id: state.id });
      await createTask(admin, mine.id, { task_state_id: taskState.id });
      await createTask(admin, worked.id, { task_state_id: taskState.id, assigned_to: world.c1.id });
      const counts = async (token: string) => [
        (await get(token, `/api/project-states/${state.id}`)).json().projects_count,
        (await get(token, `/api/task-states?id=${taskState.id}&_sort=tasks_count&_order=desc`)).json()[0].tasks_count,
      ];
      expect(await counts(ctx.tokens.admin)).toEqual([3, 2]);
      expect(await counts(world.c1.token)).toEqual([3, 2]);
      expect(await counts(world.c2.token)).toEqual([3, 2]);
      // A client reads the states (its boards' columns) but not the company's figures.
      expect(await counts(ctx.tokens.client)).toEqual([null, null]);
    });

    it("refuses a client notes, time entries and every write (403)", async () => {
      const token = ctx.tokens.client;
      for (const name of ["project-notes", "task-notes", "time-entries"]) {
        expect((await get(token, `/api/${name}`)).statusCode, name).toBe(403);
        expect((await get(token, `/api/${name}/${world.rows[name][0].id}`)).statusCode, name).toBe(403);
      }
      const writes: [string, string, object | undefined][] = [
        [
          "POST",
          "/api/tasks",
          { name: "Mía", project_id: world.p1.id, task_state_id: world.rows.tasks[0].task_state_id },
        ],
        ["PATCH", `/api/projects/${world.p1.id}`, { name: "Cambiado" }],
        ["DELETE", `/api/projects/${world.p1.id}`, undefined],
        ["PATCH", `/api/tasks/${world.rows.tasks[0].id}`, { name: "Cambiada" }],
        ["POST", "/api/task-comments", { task_id: world.rows.tasks[0].id, content: "Hola" }],
        ["POST", "/api/project-issues", { project_id: world.p1.id, title: "Algo falla" }],
        ["DELETE", `/api/project-phases/${world.rows["project-phases"][0].id}`, undefined],
      ];
      for (const [method, url, payload] of writes) {
        const res = await request(ctx, { method: method as "POST", url, token, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await get(ctx.tokens.admin, `/api/projects/${world.p1.id}`)).json().name).toBe(world.p1.name);
    });

    it("shows a client linked to no client no project", async () => {
      const lonely = await signedInUser(ctx.app, ctx.test.database.handle.db, "client");
      expect((await get(lonely.token, "/api/projects")).json()).toEqual([]);
      expect((await get(lonely.token, "/api/tasks")).headers["x-total-count"]).toBe("0");
    });

    it("shows a commercial user the projects it manages or has a task in, and what is under them", async () => {
      for (const name of ["projects", "tasks", ...CHILDREN, ...TASK_CHILDREN]) {
        expect(await listedOf(world.c1.token, name), name).toEqual([true, true, false]);
        expect(await listedOf(world.c2.token, name), name).toEqual([false, false, false]);
      }
      expect((await get(world.c1.token, `/api/projects/${world.p3.id}`)).statusCode).toBe(404);
    });

    it(
      "lets a commercial user edit a project it manages, not one it only has a task in (403: it sees it), and "
        + "delete none (403)",
      async () => {
        const token = world.c1.token;
        const managed = await request(ctx, {
          method: "PATCH",
          url: `/api/projects/${world.p1.id}`,
          payload: { description: "Revisado" },
          token,
        });
        expect(managed.statusCode, managed.body).toBe(200);
        const withTask = await request(ctx, {
          method: "PATCH",
          url: `/api/projects/${world.p2.id}`,
          payload: { description: "No" },
          token,
        });
        expect(withTask.statusCode).toBe(403);
        expect(
          (
            await request(ctx, {
              method: "PATCH",
              url: `/api/projects/${world.p3.id}`,
              payload: { description: "No" },
              token,
            })
          ).statusCode,
        ).toBe(404);
        expect((await request(ctx, { method: "DELETE", url: `/api/projects/${world.p1.id}`, token })).statusCode).toBe(
          403,
        );
        expect(
          (
            await request(ctx, {
              method: "POST",
              url: "/api/projects",
              payload: { name: "Nuevo", project_state_id: world.p1.project_state_id },
              token,
            })
          ).statusCode,
        ).toBe(403);
        // The tasks of a project it only has a task in are its work too.
        const task = await request(ctx, {
          method: "PATCH",
          url: `/api/tasks/${world.rows.tasks[1].id}`,
          payload: { progress: 40 },
          token,
        });
        expect(task.statusCode, task.body).toBe(200);
      },
    );

    it("refuses a commercial user's task or dependency under a project out of reach (422 on the field)", async () => {
      const token = world.c1.token;
      const state = world.rows.tasks[0].task_state_id;
      const post = (url: string, payload: object) => request(ctx, { method: "POST", url, payload, token, lang: "en" });
      const outside = await post("/api/tasks", { name: "Fuera", project_id: world.p3.id, task_state_id: state });
      expect(outside.statusCode).toBe(422);
      expect(outside.json().errors).toEqual({ project_id: ["The selected record does not exist"] });
      expect(
        (await post("/api/tasks", { name: "Dentro", project_id: world.p1.id, task_state_id: state })).statusCode,
      ).toBe(201);
      expect(
        (await post("/api/tasks", { name: "Con tarea", project_id: world.p2.id, task_state_id: state })).statusCode,
      ).toBe(201);
      const moved = await request(ctx, {
        method: "PATCH",
        url: `/api/tasks/${world.rows.tasks[0].id}`,
        payload: { project_id: world.p3.id },
        token,
        lang: "en",
      });
      expect(moved.statusCode).toBe(422);
      expect(Object.keys(moved.json().errors)).toEqual(["project_id"]);
      const link = await post("/api/task-dependencies", {
        task_id: world.rows.tasks[0].id,
        depends_on_id: world.rows.tasks[2].id,
      });
      expect(link.statusCode).toBe(422);
      expect(Object.keys(link.json().errors)).toEqual(["depends_on_id"]);
    });

    for (const name of ["project-notes", "task-comments", "time-entries"] as const) {
      it(`lets only the author (or an admin) edit or delete ${name}: others, who read it, get 403`, async () => {
        const def = getResource(name)!;
        const c1: Api = { app: ctx.app, token: world.c1.token };
        const owner = name === "project-notes" ? { project_id: world.p1.id } : { task_id: world.rows.tasks[0].id };
        const sample = name === "task-comments" ? { ...owner, parent_id: null } : owner;
        const theirs = world.rows[name][0];
        const mine = await createRecord(ctx.admin, def, sample, { as: c1 });
        const field = name === "time-entries" ? "note" : "content";
        const patch = (id: number, token: string) =>
          request(ctx, { method: "PATCH", url: `/api/${name}/${id}`, payload: { [field]: "Editado" }, token });
        expect((await get(world.c1.token, `/api/${name}/${theirs.id}`)).statusCode).toBe(200);
        expect((await patch(theirs.id, world.c1.token)).statusCode).toBe(403);
        expect(
          (await request(ctx, { method: "DELETE", url: `/api/${name}/${theirs.id}`, token: world.c1.token }))
            .statusCode,
        ).toBe(403);
        expect((await patch(mine.id, world.c1.token)).statusCode).toBe(200);
        expect((await patch(mine.id, ctx.tokens.admin)).statusCode).toBe(200);
        expect(
          (await request(ctx, { method: "DELETE", url: `/api/${name}/${mine.id}`, token: world.c1.token })).statusCode,
        ).toBe(200);
        expect((await get(ctx.tokens.admin, `/api/${name}/${theirs.id}`)).json()[field]).toBe(theirs[field]);
      });
    }

    it("lists only staff users as team members, and takes no write on them (403)", async () => {
      const res = await get(world.c1.token, "/api/team-members?_start=0&_end=100");
      expect(res.statusCode).toBe(200);
      const listed = ids(res.json());
      expect(listed).toEqual(
        expect.arrayContaining([ctx.userIds.superadmin, ctx.userIds.admin, ctx.userIds.commercial, world.c1.id]),
      );
      expect(listed).not.toContain(ctx.userIds.client);
      expect((await get(world.c1.token, `/api/team-members/${ctx.userIds.client}`)).statusCode).toBe(404);
      expect((await get(ctx.tokens.client, "/api/team-members")).statusCode).toBe(403);
      for (const token of [ctx.tokens.admin, ctx.tokens.superadmin]) {
        expect((await request(ctx, { method: "POST", url: "/api/team-members", payload: {}, token })).statusCode).toBe(
          403,
        );
        expect(
          (await request(ctx, { method: "PATCH", url: `/api/team-members/${world.c2.id}`, payload: {}, token }))
            .statusCode,
        ).toBe(403);
        expect(
          (await request(ctx, { method: "DELETE", url: `/api/team-members/${world.c2.id}`, token })).statusCode,
        ).toBe(403);
      }
    });
  });
}
