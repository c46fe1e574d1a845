import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createProject, createTask } from "../../fixtures/projects.js";
import {
  columnIds,
  move,
  openBoard,
  positions,
  strictlyIncreasing,
  taskState,
  tasksIn,
  type Board,
} from "./board-support.js";

// Moving task cards: within a column, across columns, to the end, with the completion rule of
// the database still applying, and renumbering when two neighbours have no room between them.
describe.each(DATABASE_KINDS)("task board moves on %s", (kind) => {
  let b: Board;
  beforeAll(async () => {
    b = await openBoard(kind);
  });
  afterAll(async () => {
    await b?.test.close();
  });
  const ids = (stateId: number, extra = "") => columnIds(b, "tasks", "task_state_id", stateId, extra);

  it("puts new cards at the end of their column, in creation order", async () => {
    const state = await taskState(b);
    const [t1, t2, t3] = await tasksIn(b, state.id, 3);
    expect(await ids(state.id)).toEqual([t1.id, t2.id, t3.id]);
    expect(await positions(b, "tasks", "task_state_id", state.id)).toEqual([1024, 2048, 3072]);
  });

  it("moves a card within its column and keeps the order as listed", async () => {
    const state = await taskState(b);
    const [t1, t2, t3] = await tasksIn(b, state.id, 3);
    const top = await move(b.admin, "tasks", t3.id, { column: state.id, index: 0, version: t3.version });
    expect(top.statusCode).toBe(200);
    expect(top.json()).toMatchObject({ id: t3.id, task_state_id: state.id, version: t3.version + 1 });
    expect(Date.parse(top.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(t3.updated_at));
    expect(await ids(state.id)).toEqual([t3.id, t1.id, t2.id]);

    expect((await move(b.admin, "tasks", t3.id, { column: state.id, index: 1 })).statusCode).toBe(200);
    expect(await ids(state.id)).toEqual([t1.id, t3.id, t2.id]);
    expect((await move(b.admin, "tasks", t1.id, { column: state.id, index: 2 })).statusCode).toBe(200);
    expect(await ids(state.id)).toEqual([t3.id, t2.id, t1.id]);
    expect(strictlyIncreasing(await positions(b, "tasks", "task_state_id", state.id))).toBe(true);
  });

  it("moves a card across columns to the index asked, and past the end to the end", async () => {
    const from = await taskState(b);
    const to = await taskState(b);
    const [a1, a2] = await tasksIn(b, from.id, 2);
    const [c1, c2] = await tasksIn(b, to.id, 2);
    const res = await move(b.admin, "tasks", a2.id, { column: to.id, index: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().task_state_id).toBe(to.id);
    expect(await ids(from.id)).toEqual([a1.id]);
    expect(await ids(to.id)).toEqual([c1.id, a2.id, c2.id]);

    expect((await move(b.admin, "tasks", a1.id, { column: to.id, index: 99 })).statusCode).toBe(200);
    expect(await ids(to.id)).toEqual([c1.id, a2.id, c2.id, a1.id]);
    expect(await ids(from.id)).toEqual([]);
    // Into an empty column.
    expect((await move(b.admin, "tasks", c1.id, { column: from.id, index: 5 })).statusCode).toBe(200);
    expect(await ids(from.id)).toEqual([c1.id]);
  });

  it("writes one activity record with the changed fields, before and after", async () => {
    const from = await taskState(b);
    const to = await taskState(b);
    const [task] = await tasksIn(b, from.id, 1);
    await tasksIn(b, to.id, 1);
    await move(b.admin, "tasks", task.id, { column: to.id, index: 1 });
    const logs = await b.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("resource", "=", "tasks")
      .where("record_id", "=", String(task.id))
      .where("action", "=", "update")
      .execute();
    expect(logs).toHaveLength(1);
    const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
    expect(parse(logs[0].before)).toEqual({ task_state_id: from.id, board_position: 1024 });
    expect(parse(logs[0].after)).toEqual({ task_state_id: to.id, board_position: 2048 });
  });

  it("lets the database complete a task moved to a completing column, and reopen it moved out", async () => {
    const open = await taskState(b);
    const done = await taskState(b, { completes: true });
    const [task] = await tasksIn(b, open.id, 1);
    const closed = await move(b.admin, "tasks", task.id, { column: done.id, index: 0 });
    expect(closed.json()).toMatchObject({ progress: 100 });
    expect(closed.json().completed_at).not.toBeNull();
    const reopened = await move(b.admin, "tasks", task.id, { column: open.id, index: 0 });
    expect(reopened.json().completed_at).toBeNull();
  });

  it("sends a card whose column is changed by a plain edit to the end of the new column", async () => {
    const from = await taskState(b);
    const to = await taskState(b);
    const [task] = await tasksIn(b, from.id, 1);
    const [c1, c2] = await tasksIn(b, to.id, 2);
    await move(b.admin, "tasks", c2.id, { column: to.id, index: 0 });
    const res = await call(b.test.app, b.admin.token, {
      method: "PATCH",
      url: `/api/tasks/${task.id}`,
      payload: { task_state_id: to.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await ids(to.id)).toEqual([c2.id, c1.id, task.id]);
    // An edit that keeps the column keeps the place.
    await call(b.test.app, b.admin.token, {
      method: "PATCH",
      url: `/api/tasks/${c2.id}`,
      payload: { name: "Renamed", task_state_id: to.id },
    });
    expect(await ids(to.id)).toEqual([c2.id, c1.id, task.id]);
  });

  it("renumbers the column when two neighbours have no room between them", async () => {
    const state = await taskState(b);
    const cards = await tasksIn(b, state.id, 4);
    // Positions 1, 2, 3, 4: no integer between any two of them.
    for (const [i, card] of cards.entries())
      await b.db
        .updateTable("tasks")
        .set({ board_position: i + 1 })
        .where("id", "=", card.id)
        .execute();
    expect((await move(b.admin, "tasks", cards[3].id, { column: state.id, index: 1 })).statusCode).toBe(200);
    expect(await ids(state.id)).toEqual([cards[0].id, cards[3].id, cards[1].id, cards[2].id]);
    const after = await positions(b, "tasks", "task_state_id", state.id);
    expect(strictlyIncreasing(after)).toBe(true);
    expect(after[2] - after[0]).toBeGreaterThanOrEqual(1024);
  });

  it("keeps the order when the same gap is halved until it runs out", async () => {
    const state = await taskState(b);
    const [first, last] = await tasksIn(b, state.id, 2);
    const moved = await tasksIn(b, state.id, 14);
    // Each card goes right after the first one: 1024 → 512 → 256 … until renumbering is needed.
    for (const card of moved)
      expect((await move(b.admin, "tasks", card.id, { column: state.id, index: 1 })).statusCode).toBe(200);
    expect(await ids(state.id)).toEqual([first.id, ...moved.map((c) => c.id).reverse(), last.id]);
    const stored = await positions(b, "tasks", "task_state_id", state.id);
    expect(strictlyIncreasing(stored)).toBe(true);
  });

  it("counts index among the cards of the board's filter (one project's board)", async () => {
    const state = await taskState(b);
    const other = await createProject(b.admin);
    const mine = await tasksIn(b, state.id, 2);
    const theirs = await createTask(b.admin, other.id, { task_state_id: state.id });
    const late = await createTask(b.admin, b.project.id, { task_state_id: state.id });
    // The project's board shows mine[0], mine[1], late; index 1 is between mine[0] and mine[1].
    const res = await move(
      b.admin,
      "tasks",
      late.id,
      { column: state.id, index: 1 },
      { query: `project_id=${b.project.id}` },
    );
    expect(res.statusCode).toBe(200);
    expect(await ids(state.id, `&project_id=${b.project.id}`)).toEqual([mine[0].id, late.id, mine[1].id]);
    expect(await ids(state.id)).toEqual([mine[0].id, late.id, mine[1].id, theirs.id]);
    const unknown = await move(
      b.admin,
      "tasks",
      late.id,
      { column: state.id, index: 0 },
      { query: "name=x", lang: "en" },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Query parameter not allowed: name");
  });
});
