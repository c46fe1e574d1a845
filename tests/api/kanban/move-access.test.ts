import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translator } from "../../../api/i18n.js";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createProject, createTask } from "../../fixtures/projects.js";
import { columnIds, move, openBoard, taskState, tasksIn, type Board } from "./board-support.js";

// Who may move which card, and what a bad move answers: roles (403), row scope (404), a stale
// version (409), a column that does not exist or is retired (422), a body that is not one (400, 422).
describe.each(DATABASE_KINDS)("board move access and input on %s", (kind) => {
  let b: Board;
  beforeAll(async () => {
    b = await openBoard(kind);
  });
  afterAll(async () => {
    await b?.test.close();
  });
  const t = (lang: "es" | "en", key: string) => translator(lang)(key);

  it("refuses a client (403) even on a card of its own project, and an anonymous caller (401)", async () => {
    const state = await taskState(b);
    const [task] = await tasksIn(b, state.id, 1);
    const res = await move(b.client, "tasks", task.id, { column: state.id, index: 0 }, { lang: "en" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(t("en", "errors:forbidden"));
    // The role is checked before the body: a client learns nothing about what a valid move is.
    expect((await move(b.client, "tasks", task.id, { nonsense: true })).statusCode).toBe(403);
    expect(
      (await move(b.client, "projects", b.project.id, { column: b.project.project_state_id, index: 0 })).statusCode,
    ).toBe(403);
    expect(
      (
        await call(b.test.app, undefined, {
          method: "POST",
          url: `/api/tasks/${task.id}/move`,
          payload: { column: state.id, index: 0 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it(
    "lets a commercial user move cards of projects it " + "manages, and not others (404 unseen, 403 seen; unchanged)",
    async () => {
      const state = await taskState(b);
      const target = await taskState(b);
      const [own] = await tasksIn(b, state.id, 1);
      const foreign = await createProject(b.admin);
      const other = await createTask(b.admin, foreign.id, { task_state_id: state.id });
      expect((await move(b.commercial, "tasks", own.id, { column: target.id, index: 0 })).statusCode).toBe(200);
      const res = await move(b.commercial, "tasks", other.id, { column: target.id, index: 0 }, { lang: "es" });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(t("es", "errors:notFound"));
      expect(await columnIds(b, "tasks", "task_state_id", target.id)).toEqual([own.id]);
      // Projects: a commercial user moves the projects it manages only.
      const projectState = b.project.project_state_id;
      expect((await move(b.commercial, "projects", b.project.id, { column: projectState, index: 0 })).statusCode).toBe(
        200,
      );
      expect((await move(b.commercial, "projects", foreign.id, { column: projectState, index: 0 })).statusCode).toBe(
        404,
      );
      // A project it only has a task in is on its board, so it is told it may not move it (403), not
      // that it is missing.
      const worked = await createProject(b.admin);
      await createTask(b.admin, worked.id, { assigned_to: b.commercial.id });
      const refused = await move(
        b.commercial,
        "projects",
        worked.id,
        { column: projectState, index: 0 },
        { lang: "en" },
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(t("en", "errors:forbidden"));
      expect((await move(b.commercial, "tasks", other.id, { column: target.id, index: 0 })).statusCode).toBe(404);
    },
  );

  it("answers 404 for a card that does not exist and 400 for an id that is not one", async () => {
    const state = await taskState(b);
    expect((await move(b.admin, "tasks", 2147483000, { column: state.id, index: 0 })).statusCode).toBe(404);
    const bad = await call(b.test.app, b.admin.token, {
      method: "POST",
      url: "/api/tasks/abc/move",
      payload: { column: state.id, index: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a stale version with 409 and leaves the card where it was", async () => {
    const state = await taskState(b);
    const target = await taskState(b);
    const [task] = await tasksIn(b, state.id, 1);
    await call(b.test.app, b.admin.token, {
      method: "PATCH",
      url: `/api/tasks/${task.id}`,
      payload: { name: "Changed meanwhile" },
    });
    const res = await move(
      b.admin,
      "tasks",
      task.id,
      { column: target.id, index: 0, version: task.version },
      { lang: "en" },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(t("en", "errors:conflict"));
    expect(await columnIds(b, "tasks", "task_state_id", state.id)).toEqual([task.id]);
  });

  it("answers 422 on column for a column that does not exist or is retired", async () => {
    const state = await taskState(b);
    const retired = await taskState(b, { active: false });
    const [task] = await tasksIn(b, state.id, 1);
    for (const lang of ["es", "en"] as const) {
      const missing = await move(b.admin, "tasks", task.id, { column: 2147483000, index: 0 }, { lang });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({
        message: t(lang, "board:unknownColumn"),
        errors: { column: [t(lang, "board:unknownColumn")] },
      });
      const inactive = await move(b.admin, "tasks", task.id, { column: retired.id, index: 0 }, { lang });
      expect(inactive.statusCode).toBe(422);
      expect(inactive.json().errors).toEqual({ column: [t(lang, "board:inactiveColumn")] });
    }
    expect(await columnIds(b, "tasks", "task_state_id", state.id)).toEqual([task.id]);
  });

  it("answers 400 for a body that is not JSON and 422 for one that is not a move", async () => {
    const state = await taskState(b);
    const [task] = await tasksIn(b, state.id, 1);
    const url = `/api/tasks/${task.id}/move`;
    const broken = await call(b.test.app, b.admin.token, {
      method: "POST",
      url,
      payload: "{not json",
      headers: { "content-type": "application/json" },
      lang: "en",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(t("en", "errors:invalidJson"));
    const cases: [unknown, string][] = [
      [{ column: state.id }, "index"],
      [{ index: 0 }, "column"],
      [{ column: state.id, index: -1 }, "index"],
      [{ column: state.id, index: 1.5 }, "index"],
      [{ column: "todo", index: 0 }, "column"],
      [{ column: state.id, index: 0, board_position: 5 }, "board_position"],
      [{ column: state.id, index: 0, version: 0 }, "version"],
    ];
    for (const [body, field] of cases) {
      const res = await move(b.admin, "tasks", task.id, body, { lang: "en" });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect(await columnIds(b, "tasks", "task_state_id", state.id)).toEqual([task.id]);
  });
});
