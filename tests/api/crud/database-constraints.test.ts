import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { getResource } from "../../../resources/index.js";
import { writeErrorToAppError } from "../../../api/crud/write-errors.js";
import { AppError } from "../../../api/errors.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createProject, createTask } from "../../fixtures/projects.js";
import { message, openSuite, request, type SuiteContext } from "./support/suite-context.js";

// What the database itself refuses in the projects tables answers like a rule the API checked:
// a 422 on the field the user should fix, with a message that says why.
for (const kind of DATABASE_KINDS) {
  describe(`database refusals as field errors on ${kind}`, () => {
    let ctx: SuiteContext;
    beforeAll(async () => {
      ctx = await openSuite(kind);
    });
    afterAll(async () => {
      await ctx?.test.close();
    });

    /** The API's answer to what the database says about one statement. */
    async function refusal(statement: () => Promise<unknown>, resource: string): Promise<AppError> {
      const error = await statement().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, "the database accepted it").not.toBeNull();
      const mapped = writeErrorToAppError(getResource(resource)!, error);
      expect(mapped).toBeInstanceOf(AppError);
      return mapped as AppError;
    }

    it("answers a second running timer of the same user with 422 on started_at, in both languages", async () => {
      const project = await createProject(ctx.admin);
      const task = await createTask(ctx.admin, project.id);
      const start = (token: string, lang: "es" | "en") =>
        request(ctx, {
          method: "POST",
          url: "/api/time-entries",
          payload: { task_id: task.id, started_at: new Date().toISOString() },
          token,
          lang,
        });
      expect((await start(ctx.tokens.superadmin, "en")).statusCode).toBe(201);
      for (const lang of ["es", "en"] as const) {
        const again = await start(ctx.tokens.superadmin, lang);
        expect(again.statusCode).toBe(422);
        expect(again.json()).toEqual({
          message: message(lang, "validation:timerRunning"),
          errors: { started_at: [message(lang, "validation:timerRunning")] },
        });
      }
      expect(message("es", "validation:timerRunning")).toBe("Ya tienes un temporizador en marcha");
      expect(message("en", "validation:timerRunning")).toBe("You already have a timer running");
      // Someone else's timer is theirs; and a finished entry is no running timer.
      expect((await start(ctx.tokens.admin, "en")).statusCode).toBe(201);
      const manual = await request(ctx, {
        method: "POST",
        url: "/api/time-entries",
        payload: { task_id: task.id, started_at: "2024-05-01T09:00:00Z", minutes: 30 },
        token: ctx.tokens.superadmin,
      });
      expect(manual.statusCode, manual.body).toBe(201);
    });

    it("maps each *_dates_check to the end field it refuses", async () => {
      const project = await createProject(ctx.admin);
      const task = await createTask(ctx.admin, project.id);
      const cases: [string, string, () => Promise<unknown>][] = [
        [
          "projects",
          "end_date",
          () =>
            sql`update projects set start_date = '2024-05-10', end_date = '2024-05-01' where id =
              ${project.id}`.execute(ctx.db),
        ],
        [
          "tasks",
          "due_date",
          () =>
            sql`update tasks set start_date = '2024-05-10', due_date = '2024-05-01' where id = ${task.id}`.execute(
              ctx.db,
            ),
        ],
        [
          "project-phases",
          "end_date",
          () =>
            sql`insert into project_phases (project_id, name, start_date, end_date) values (${project.id}, 'Fase',
              '2024-05-10', '2024-05-01')`.execute(ctx.db),
        ],
        [
          "time-entries",
          "ended_at",
          () =>
            sql`insert into time_entries (task_id, user_id, started_at, ended_at) values (${task.id},
              ${ctx.userIds.admin}, '2024-05-10T10:00:00Z', '2024-05-10T09:00:00Z')`.execute(ctx.db),
        ],
      ];
      for (const [resource, field, statement] of cases) {
        const mapped = await refusal(statement, resource);
        expect(mapped.statusCode, resource).toBe(422);
        expect(mapped.fieldErrors, resource).toEqual({ [field]: [{ key: "validation:endBeforeStart" }] });
      }
      expect(message("es", "validation:endBeforeStart")).toBe("La fecha de fin no puede ser anterior a la de inicio");
    });

    it("maps any other check to 422 validation:invalid on its column's field", async () => {
      const project = await createProject(ctx.admin);
      const mapped = await refusal(
        () => sql`update projects set progress = 150 where id = ${project.id}`.execute(ctx.db),
        "projects",
      );
      expect(mapped.statusCode).toBe(422);
      expect(mapped.fieldErrors).toEqual({ progress: [{ key: "validation:invalid" }] });
    });
  });
}
