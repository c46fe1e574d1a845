import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createManager, createProject, createTask } from "../../fixtures/projects.js";
import {
  createTaskState,
  expectStatus,
  insertLeadClient,
  openPlanning,
  send,
  show,
  userWithRole,
  type PlanningContext,
} from "./support.js";
import type { Api } from "../../fixtures/records.js";

// GET /api/gantt: the chart's tree (projects, phases, tasks, milestones) and its links, inside
// the user's scope, with whether each item may be edited.
type Row = Record<string, any>;

for (const kind of DATABASE_KINDS) {
  describe(`Gantt on ${kind}`, () => {
    let ctx: PlanningContext;
    let commercial: Api & { id: number };
    let client: Api & { id: number };
    let managerId: number;
    let state: number;
    let otherState: number;
    // Managed by the commercial user: a phase, a task in it, a task outside it, a milestone.
    let managed: Row, phase: Row, inPhase: Row, loose: Row, milestone: Row, link: Row;
    // The commercial user only has a task here; the client's project is neither.
    let assignedIn: Row, assigned: Row, clients: Row, clientTask: Row, crossLink: Row;

    beforeAll(async () => {
      ctx = await openPlanning(kind);
      commercial = await userWithRole(ctx, "commercial");
      managerId = (await createManager(ctx.admin, commercial.id)).id;
      const clientId = await insertLeadClient(ctx.db);
      client = await userWithRole(ctx, "client", clientId);
      state = (await expectStatus(send(ctx.admin, "POST", "/api/project-states", { name: "Gantt en curso" }), 201)).id;
      otherState = (await expectStatus(send(ctx.admin, "POST", "/api/project-states", { name: "Gantt pausado" }), 201))
        .id;
      const open = await createTaskState(ctx.admin, false);

      managed = await createProject(ctx.admin, {
        name: "Web nueva",
        manager_id: managerId,
        project_state_id: state,
        start_date: "2025-03-01",
        estimated_end_date: "2025-04-30",
      });
      phase = await expectStatus(
        send(ctx.admin, "POST", "/api/project-phases", {
          project_id: managed.id,
          name: "Análisis",
          start_date: "2025-03-01",
          end_date: "2025-03-15",
          progress: 40,
        }),
        201,
      );
      inPhase = await createTask(ctx.admin, managed.id, {
        name: "Entrevistas",
        phase_id: phase.id,
        task_state_id: open,
        start_date: "2025-03-01",
        due_date: "2025-03-07",
        progress: 25,
      });
      loose = await createTask(ctx.admin, managed.id, {
        name: "Maquetación",
        task_state_id: open,
        start_date: "2025-03-08",
        due_date: "2025-03-20",
      });
      milestone = await expectStatus(
        send(ctx.admin, "POST", "/api/project-milestones", {
          project_id: managed.id,
          name: "Entrega",
          due_date: "2025-04-30",
          completed: true,
        }),
        201,
      );
      link = await expectStatus(
        send(ctx.admin, "POST", "/api/task-dependencies", { task_id: loose.id, depends_on_id: inPhase.id }),
        201,
      );

      assignedIn = await createProject(ctx.admin, {
        name: "Intranet",
        project_state_id: otherState,
        start_date: "2025-05-01",
        end_date: "2025-06-30",
        estimated_end_date: "2025-07-31",
      });
      assigned = await createTask(ctx.admin, assignedIn.id, {
        name: "Migración",
        assigned_to: commercial.id,
        task_state_id: open,
      });
      clients = await createProject(ctx.admin, { name: "Tienda", client_id: clientId, project_state_id: state });
      clientTask = await createTask(ctx.admin, clients.id, {
        name: "Catálogo",
        task_state_id: open,
        start_date: "2025-05-01",
        due_date: "2025-05-02",
      });
      crossLink = await expectStatus(
        send(ctx.admin, "POST", "/api/task-dependencies", { task_id: clientTask.id, depends_on_id: loose.id }),
        201,
      );
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    const gantt = (api: Api, query = "") => expectStatus(send(api, "GET", `/api/gantt${query}`), 200);
    const ids = (answer: Row) => answer.data.map((item: Row) => item.id).sort();

    it("answers a project's tree and links in dhtmlx-gantt's shape", async () => {
      const version = async (name: string, id: number) => (await show(ctx.admin, name, id)).version;
      const answer = await gantt(ctx.admin, `?project_id=${managed.id}`);
      expect(answer).toEqual({
        data: [
          {
            id: `p${managed.id}`,
            type: "project",
            resource: "projects",
            record_id: managed.id,
            version: await version("projects", managed.id),
            text: "Web nueva",
            start_date: "2025-03-01",
            end_date: "2025-04-30",
            progress: 0.13,
            parent: null,
            editable: true,
          },
          {
            id: `ph${phase.id}`,
            type: "phase",
            resource: "project-phases",
            record_id: phase.id,
            version: phase.version,
            text: "Análisis",
            start_date: "2025-03-01",
            end_date: "2025-03-15",
            progress: 0.4,
            parent: `p${managed.id}`,
            editable: true,
          },
          {
            id: `t${inPhase.id}`,
            type: "task",
            resource: "tasks",
            record_id: inPhase.id,
            version: inPhase.version,
            text: "Entrevistas",
            start_date: "2025-03-01",
            end_date: "2025-03-07",
            progress: 0.25,
            parent: `ph${phase.id}`,
            editable: true,
          },
          {
            id: `t${loose.id}`,
            type: "task",
            resource: "tasks",
            record_id: loose.id,
            version: loose.version,
            text: "Maquetación",
            start_date: "2025-03-08",
            end_date: "2025-03-20",
            progress: 0,
            parent: `p${managed.id}`,
            editable: true,
          },
          {
            id: `m${milestone.id}`,
            type: "milestone",
            resource: "project-milestones",
            record_id: milestone.id,
            version: milestone.version,
            text: "Entrega",
            start_date: "2025-04-30",
            end_date: "2025-04-30",
            progress: 1,
            parent: `p${managed.id}`,
            editable: true,
          },
        ],
        links: [{ id: link.id, source: `t${inPhase.id}`, target: `t${loose.id}`, type: "0" }],
      });
    });

    it("shows an admin everything, with links across projects", async () => {
      const answer = await gantt(ctx.admin);
      expect(ids(answer)).toEqual(
        expect.arrayContaining([
          `p${managed.id}`,
          `p${assignedIn.id}`,
          `p${clients.id}`,
          `t${assigned.id}`,
          `t${clientTask.id}`,
        ]),
      );
      expect(answer.data.every((item: Row) => item.editable)).toBe(true);
      expect(answer.links).toEqual(
        expect.arrayContaining([{ id: crossLink.id, source: `t${loose.id}`, target: `t${clientTask.id}`, type: "0" }]),
      );
      // A project's end falls back to its estimated end only when it has no end date.
      expect(answer.data.find((item: Row) => item.id === `p${assignedIn.id}`)).toMatchObject({
        start_date: "2025-05-01",
        end_date: "2025-06-30",
      });
    });

    it("filters by manager and by project state, and leaves out links to tasks not shown", async () => {
      const byManager = await gantt(ctx.admin, `?manager_id=${managerId}`);
      expect(ids(byManager)).toEqual(
        [`m${milestone.id}`, `p${managed.id}`, `ph${phase.id}`, `t${inPhase.id}`, `t${loose.id}`].sort(),
      );
      expect(byManager.links.map((l: Row) => l.id)).toEqual([link.id]);
      const byState = await gantt(ctx.admin, `?project_state_id=${otherState}`);
      expect(ids(byState)).toEqual([`p${assignedIn.id}`, `t${assigned.id}`].sort());
      const both = await gantt(ctx.admin, `?project_state_id=${otherState}&manager_id=${managerId}`);
      expect(both).toEqual({ data: [], links: [] });
      const inState = await gantt(ctx.admin, `?project_state_id=${state}`);
      expect(inState.links.map((l: Row) => l.id).sort()).toEqual([link.id, crossLink.id].sort());
    });

    it(
      "shows a commercial user the projects they manage or have a task in; a project is editable only when "
        + "managed",
      async () => {
        const answer = await gantt(commercial);
        expect(ids(answer)).toEqual(
          [
            `m${milestone.id}`,
            `p${assignedIn.id}`,
            `p${managed.id}`,
            `ph${phase.id}`,
            `t${assigned.id}`,
            `t${inPhase.id}`,
            `t${loose.id}`,
          ].sort(),
        );
        const editable = Object.fromEntries(answer.data.map((item: Row) => [item.id, item.editable]));
        expect(editable).toMatchObject({
          [`p${managed.id}`]: true,
          [`p${assignedIn.id}`]: false,
          [`ph${phase.id}`]: true,
          [`t${inPhase.id}`]: true,
          [`t${assigned.id}`]: true,
          [`m${milestone.id}`]: true,
        });
        // The link to the client's task is not on this user's chart.
        expect(answer.links.map((l: Row) => l.id)).toEqual([link.id]);
        // `editable` says what the API does.
        expect(
          (await send(commercial, "PATCH", `/api/projects/${assignedIn.id}`, { name: "Intranet 2" })).statusCode,
        ).toBe(403);
        await expectStatus(send(commercial, "PATCH", `/api/projects/${managed.id}`, { name: "Web nueva" }), 200);
        await expectStatus(send(commercial, "PATCH", `/api/tasks/${assigned.id}`, { progress: 10 }), 200);
      },
    );

    it("shows a client their client's projects, nothing editable", async () => {
      const answer = await gantt(client);
      expect(ids(answer)).toEqual([`p${clients.id}`, `t${clientTask.id}`].sort());
      expect(answer.data.map((item: Row) => item.editable)).toEqual([false, false]);
      expect(answer.links).toEqual([]);
      expect(await gantt(client, `?project_id=${managed.id}`)).toEqual({ data: [], links: [] });
      const stranger = await userWithRole(ctx, "client");
      expect(await gantt(stranger)).toEqual({ data: [], links: [] });
    });

    it("refuses bad query parameters with 400, localized", async () => {
      for (const query of [
        "?project_id=abc",
        "?project_id=0",
        "?manager_id=1.5",
        "?project_state_id=99999999999",
        "?owner=1",
        "?project_id=1&project_id=2",
      ]) {
        const res = await send(ctx.admin, "GET", `/api/gantt${query}`, undefined, { lang: "en" });
        expect(res.statusCode, query).toBe(400);
        expect(typeof res.json().message).toBe("string");
      }
    });

    it("requires a session (401) and the Gantt page permission (403)", async () => {
      expect((await send({ app: ctx.test.app, token: "" }, "GET", "/api/gantt")).statusCode).toBe(401);
      const nobody = await userWithRole(ctx, "commercial");
      await ctx.db.deleteFrom("user_roles").where("user_id", "=", nobody.id).execute();
      const res = await send(nobody, "GET", "/api/gantt?project_id=abc");
      expect(res.statusCode).toBe(403);
    });

    it("is documented in the OpenAPI document under projects", async () => {
      const doc = (await ctx.test.app.inject({ method: "GET", url: "/api/docs/json" })).json();
      const op = doc.paths["/api/gantt"].get;
      expect(op.tags).toEqual(["projects"]);
      expect(op.parameters.map((p: Row) => p.name).sort()).toEqual(["manager_id", "project_id", "project_state_id"]);
      const item = op.responses["200"].content["application/json"].schema.properties.data.items;
      expect(Object.keys(item.properties).sort()).toEqual([
        "editable",
        "end_date",
        "id",
        "parent",
        "progress",
        "record_id",
        "resource",
        "start_date",
        "text",
        "type",
        "version",
      ]);
    });
  });
}
