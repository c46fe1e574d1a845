import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
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

// Many moves at once (on PostgreSQL they really run in parallel, each in its own connection):
// afterwards every card is in exactly one column, once, with distinct positions in order.
describe.each(DATABASE_KINDS)("concurrent board moves on %s", (kind) => {
  let b: Board;
  beforeAll(async () => {
    b = await openBoard(kind);
  });
  afterAll(async () => {
    await b?.test.close();
  });

  async function everyCardOnce(columns: number[], expected: number[]): Promise<void> {
    const seen: number[] = [];
    for (const column of columns) {
      const cards = await columnIds(b, "tasks", "task_state_id", column);
      seen.push(...cards);
      const stored = await positions(b, "tasks", "task_state_id", column);
      expect(stored).toHaveLength(cards.length);
      expect(strictlyIncreasing(stored), `positions of column ${column}: ${stored.join(",")}`).toBe(true);
    }
    expect([...seen].sort((x, y) => x - y)).toEqual([...expected].sort((x, y) => x - y));
  }

  it("lands 20 simultaneous moves into one column without losing or repeating a card", async () => {
    const left = await taskState(b);
    const right = await taskState(b);
    const target = await taskState(b);
    const fromLeft = await tasksIn(b, left.id, 10);
    const fromRight = await tasksIn(b, right.id, 10);
    const already = await tasksIn(b, target.id, 5);
    const moving = [...fromLeft, ...fromRight];
    const answers = await Promise.all(
      moving.map((card, i) => move(b.admin, "tasks", card.id, { column: target.id, index: i % 7 })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(moving.map(() => 200));
    const all = [...moving, ...already].map((c) => c.id);
    await everyCardOnce([left.id, right.id, target.id], all);
    expect(await columnIds(b, "tasks", "task_state_id", left.id)).toEqual([]);
    expect(await columnIds(b, "tasks", "task_state_id", target.id)).toHaveLength(25);
  });

  it("keeps order and positions distinct when simultaneous moves force renumbering", async () => {
    const source = await taskState(b);
    const target = await taskState(b);
    const inTarget = await tasksIn(b, target.id, 6);
    // No room anywhere: every placement between two cards needs a renumbering first.
    for (const [i, card] of inTarget.entries())
      await b.db
        .updateTable("tasks")
        .set({ board_position: i + 1 })
        .where("id", "=", card.id)
        .execute();
    const moving = await tasksIn(b, source.id, 20);
    const answers = await Promise.all(
      moving.map((card, i) => move(b.admin, "tasks", card.id, { column: target.id, index: 1 + (i % 4) })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(moving.map(() => 200));
    await everyCardOnce(
      [source.id, target.id],
      [...inTarget, ...moving].map((c) => c.id),
    );
    // The cards that were there keep their order among themselves, the first one still first.
    const order = await columnIds(b, "tasks", "task_state_id", target.id);
    expect(order[0]).toBe(inTarget[0].id);
    const kept = order.filter((id) => inTarget.some((c) => c.id === id));
    expect(kept).toEqual(inTarget.map((c) => c.id));
  });

  it("survives moves in both directions between two columns at once", async () => {
    const a = await taskState(b);
    const z = await taskState(b);
    const inA = await tasksIn(b, a.id, 10);
    const inZ = await tasksIn(b, z.id, 10);
    const answers = await Promise.all([
      ...inA.map((card, i) => move(b.admin, "tasks", card.id, { column: z.id, index: i % 3 })),
      ...inZ.map((card, i) => move(b.admin, "tasks", card.id, { column: a.id, index: i % 3 })),
      // The same card twice at once: both succeed, one after the other, and it is there once.
      move(b.admin, "tasks", inA[0].id, { column: a.id, index: 0 }),
    ]);
    expect(answers.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    await everyCardOnce(
      [a.id, z.id],
      [...inA, ...inZ].map((c) => c.id),
    );
  });

  it("answers 409 to all but one of simultaneous moves of one card at the same version", async () => {
    const a = await taskState(b);
    const z = await taskState(b);
    const [card] = await tasksIn(b, a.id, 1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        move(b.admin, "tasks", card.id, { column: i % 2 ? a.id : z.id, index: 0, version: card.version }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    await everyCardOnce([a.id, z.id], [card.id]);
  });
});
