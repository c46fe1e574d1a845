import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import {
  columnIds,
  move,
  openBoard,
  positions,
  projectState,
  projectsIn,
  strictlyIncreasing,
  type Board,
} from "./board-support.js";

// Projects declare a board too (by project state): the same route and rules, derived from the
// declaration alone.
describe.each(DATABASE_KINDS)("project board moves on %s", (kind) => {
  let b: Board;
  beforeAll(async () => {
    b = await openBoard(kind);
  });
  afterAll(async () => {
    await b?.test.close();
  });
  const ids = (stateId: number, extra = "") => columnIds(b, "projects", "project_state_id", stateId, extra);

  it("puts new projects at the end of their column", async () => {
    const state = await projectState(b);
    const rows = await projectsIn(b, state.id, 3);
    expect(await ids(state.id)).toEqual(rows.map((r) => r.id));
    expect(strictlyIncreasing(await positions(b, "projects", "project_state_id", state.id))).toBe(true);
  });

  it("moves a project within its column and across columns", async () => {
    const from = await projectState(b);
    const to = await projectState(b);
    const [p1, p2, p3] = await projectsIn(b, from.id, 3);
    const [q1] = await projectsIn(b, to.id, 1);
    const within = await move(b.admin, "projects", p3.id, { column: from.id, index: 0, version: p3.version });
    expect(within.statusCode).toBe(200);
    expect(within.json().version).toBe(p3.version + 1);
    expect(await ids(from.id)).toEqual([p3.id, p1.id, p2.id]);

    const across = await move(b.admin, "projects", p1.id, { column: to.id, index: 0 });
    expect(across.statusCode).toBe(200);
    expect(across.json().project_state_id).toBe(to.id);
    expect(await ids(from.id)).toEqual([p3.id, p2.id]);
    expect(await ids(to.id)).toEqual([p1.id, q1.id]);

    expect((await move(b.admin, "projects", p2.id, { column: to.id, index: 1000 })).statusCode).toBe(200);
    expect(await ids(to.id)).toEqual([p1.id, q1.id, p2.id]);
  });

  it("counts index among the projects of a filtered board (by manager)", async () => {
    const state = await projectState(b);
    const [plain] = await projectsIn(b, state.id, 1);
    const managed = b.project;
    // The board filtered to the commercial user's projects shows only the managed one.
    await move(b.admin, "projects", managed.id, { column: state.id, index: 5 });
    expect(await ids(state.id)).toEqual([plain.id, managed.id]);
    const res = await move(
      b.admin,
      "projects",
      managed.id,
      { column: state.id, index: 0 },
      { query: `manager_id=${managed.manager_id}` },
    );
    expect(res.statusCode).toBe(200);
    // Alone on that board, index 0 is "before the next card it shows": none, so the end.
    expect(await ids(state.id)).toEqual([plain.id, managed.id]);
    expect(await ids(state.id, `&manager_id=${managed.manager_id}`)).toEqual([managed.id]);
  });

  it("renumbers a column of projects that ran out of room", async () => {
    const state = await projectState(b);
    const rows = await projectsIn(b, state.id, 3);
    for (const row of rows)
      await b.db.updateTable("projects").set({ board_position: 7 }).where("id", "=", row.id).execute();
    // Equal positions order by id; moving the last between the first two needs fresh numbers.
    expect((await move(b.admin, "projects", rows[2].id, { column: state.id, index: 1 })).statusCode).toBe(200);
    expect(await ids(state.id)).toEqual([rows[0].id, rows[2].id, rows[1].id]);
    expect(strictlyIncreasing(await positions(b, "projects", "project_state_id", state.id))).toBe(true);
  });

  it("documents the move route of every board in the OpenAPI document", async () => {
    const doc = (await call(b.test.app, undefined, { method: "GET", url: "/api/docs/json" })).json();
    for (const name of ["tasks", "projects"]) {
      const op = doc.paths[`/api/${name}/{id}/move`]?.post;
      expect(op, name).toBeDefined();
      expect(op.summary).toContain(name);
      const body = op.requestBody.content["application/json"].schema;
      expect(body.required).toEqual(["column", "index"]);
      expect(body.additionalProperties).toBe(false);
      expect(Object.keys(body.properties)).toEqual(["column", "index", "version"]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "403", "404", "409", "422"]));
    }
  });
});
