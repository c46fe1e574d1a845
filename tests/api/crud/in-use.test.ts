import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { getResource } from "../../../resources/index.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createRecord } from "../../fixtures/records.js";
import { list, message, openSuite, request, type SuiteContext } from "./support/suite-context.js";

// Counts and delete protection against tables that are not declared resources (projects and
// tasks, from migration 0003), and references between declared resources.
const states = getResource("project-states")!;
const categories = getResource("project-categories")!;
const taskStates = getResource("task-states")!;
const services = getResource("lead-services")!;
const specific = getResource("lead-specific-services")!;

async function insertProjects(db: Kysely<any>, column: string, id: number, count: number): Promise<number[]> {
  // Every project has a state: the one counted, or any other.
  const state =
    column === "project_state_id"
      ? id
      : (
          await db
            .insertInto("project_states")
            .values({ name: `Estado ${column}-${id}-${count}-${Math.random()}` })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Project ${id}-${i}`,
    project_state_id: state,
    [column]: id,
  }));
  return (await db.insertInto("projects").values(rows).returning("id").execute()).map((r) => r.id as number);
}

for (const kind of DATABASE_KINDS) {
  describe(`rows in use on ${kind}`, () => {
    let ctx: SuiteContext;
    beforeAll(async () => {
      ctx = await openSuite(kind);
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    it("counts the projects of each project state and sorts by that count", async () => {
      const busy = await createRecord(ctx.admin, states);
      const quiet = await createRecord(ctx.admin, states);
      const idle = await createRecord(ctx.admin, states);
      await insertProjects(ctx.db, "project_state_id", busy.id, 3);
      await insertProjects(ctx.db, "project_state_id", quiet.id, 1);
      const shown = await request(ctx, { method: "GET", url: `/api/project-states/${busy.id}` });
      expect(shown.json().projects_count).toBe(3);
      const scope = `id=${busy.id}&id=${quiet.id}&id=${idle.id}`;
      const desc = await list(ctx, `/api/project-states?${scope}&_sort=projects_count&_order=desc`);
      expect(desc.rows.map((r) => [r.id, r.projects_count])).toEqual([
        [busy.id, 3],
        [quiet.id, 1],
        [idle.id, 0],
      ]);
      const asc = await list(ctx, `/api/project-states?${scope}&_sort=projects_count,name&_order=asc,asc`);
      expect(asc.rows.map((r) => r.id)).toEqual([idle.id, quiet.id, busy.id]);
    });

    it("refuses to delete a project state in use (409 with the count, localized) until it is free", async () => {
      const state = await createRecord(ctx.admin, states);
      const projects = await insertProjects(ctx.db, "project_state_id", state.id, 3);
      const es = await request(ctx, { method: "DELETE", url: `/api/project-states/${state.id}`, lang: "es" });
      expect(es.statusCode).toBe(409);
      expect(es.json()).toEqual({ message: "No se puede eliminar: lo usan 3 registros de proyectos" });
      const en = await request(ctx, { method: "DELETE", url: `/api/project-states/${state.id}`, lang: "en" });
      expect(en.json()).toEqual({ message: "Cannot delete: 3 records of projects use it" });
      expect((await request(ctx, { method: "GET", url: `/api/project-states/${state.id}` })).statusCode).toBe(200);

      await ctx.db.deleteFrom("projects").where("id", "in", projects).execute();
      expect((await request(ctx, { method: "DELETE", url: `/api/project-states/${state.id}` })).statusCode).toBe(200);
    });

    it("protects project categories and task states the same way", async () => {
      const category = await createRecord(ctx.admin, categories);
      await insertProjects(ctx.db, "project_category_id", category.id, 2);
      const res = await request(ctx, { method: "DELETE", url: `/api/project-categories/${category.id}`, lang: "en" });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Cannot delete: 2 records of projects use it");

      const taskState = await createRecord(ctx.admin, taskStates);
      const [project] = await insertProjects(ctx.db, "project_category_id", category.id, 1);
      await ctx.db
        .insertInto("tasks")
        .values({ project_id: project, name: "Task", task_state_id: taskState.id })
        .execute();
      expect((await request(ctx, { method: "GET", url: `/api/task-states/${taskState.id}` })).json().tasks_count).toBe(
        1,
      );
      const task = await request(ctx, { method: "DELETE", url: `/api/task-states/${taskState.id}`, lang: "es" });
      expect(task.statusCode).toBe(409);
      expect(task.json().message).toBe("No se puede eliminar: lo usan 1 registros de tareas");
    });

    it("refuses to delete a lead service its specific services use", async () => {
      const service = await createRecord(ctx.admin, services);
      await createRecord(ctx.admin, specific, { service_id: service.id });
      await createRecord(ctx.admin, specific, { service_id: service.id });
      const res = await request(ctx, { method: "DELETE", url: `/api/lead-services/${service.id}`, lang: "es" });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("No se puede eliminar: lo usan 2 registros de servicios específicos");
    });

    it("answers 422 on service_id when the lead service does not exist", async () => {
      for (const lang of ["es", "en"] as const) {
        const res = await request(ctx, {
          method: "POST",
          url: "/api/lead-specific-services",
          payload: { name: "Orphan", service_id: 2147483647 },
          lang,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          message: message(lang, "validation:reference"),
          errors: { service_id: [message(lang, "validation:reference")] },
        });
      }
      const row = await createRecord(ctx.admin, specific);
      const patch = await request(ctx, {
        method: "PATCH",
        url: `/api/lead-specific-services/${row.id}`,
        payload: { service_id: 999999 },
      });
      expect(patch.statusCode).toBe(422);
      expect(Object.keys(patch.json().errors)).toEqual(["service_id"]);
      const zero = await request(ctx, {
        method: "POST",
        url: "/api/lead-specific-services",
        payload: { name: "Zero", service_id: 0 },
        lang: "en",
      });
      expect(zero.statusCode).toBe(422);
      expect(zero.json().errors.service_id).toEqual(["Must be greater than or equal to 1"]);
    });
  });
}
