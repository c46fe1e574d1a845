import { sql, type Kysely } from "kysely";
import type { Browser, Page } from "@playwright/test";
import { GAP } from "../../api/modules/kanban/board-position.js";
import type { BenchServer } from "./bench-server.js";
import { RUNS, median, round, signedInContext, timeToReady } from "./browser.js";
import { readsSettled } from "./reads-settled.js";

// /tasks/kanban/<project> for a project of 1,000 tasks spread over the task states: the time
// from the start of the navigation to every column showing its first cards and its count, and
// the time a card's move takes from the drop (keyboard: Space, →, Space) until the move API
// has answered and the card sits in the other column.

const BOARD_TASKS = 1_000;
const MOVES = Number(process.env.BENCH_MOVES ?? 5);
const PROJECT_NAME = "Rendimiento: tablero de 1.000 tareas";

export interface BoardFigure {
  project_id: number;
  cards: number;
  columns: number;
  cold_ms: number;
  warm_median_ms: number;
  move_median_ms: number;
  move_max_ms: number;
  /** From the drop to the move's request leaving the page. */
  move_sent_median_ms: number;
  /** The move's request, from leaving the page to its answer. */
  move_api_median_ms: number;
}

/** The bench's own project, its tasks spread evenly over the states, each at the end of its column. */
export async function boardProject(db: Kysely<any>): Promise<number> {
  const found = await sql<{ id: number }>`select id from projects where name = ${PROJECT_NAME}`.execute(db);
  if (found.rows[0]) return found.rows[0].id;
  const project = await sql<{
    id: number;
  }>`insert into projects (name, project_state_id, manager_id, priority, start_date, end_date)
    select ${PROJECT_NAME}::text, (select id from project_states order by "order", id offset 1 limit 1),
           (select pm.id from project_managers pm join users u on u.id = pm.user_id where u.email = 'admin@demo.test'),
           'high', current_date - 30, current_date + 60
    returning id`.execute(db);
  const id = project.rows[0].id;
  await sql`
    with states as (select id, row_number() over (order by "order", id) - 1 as k, count(*) over () as n from task_states
    where active),
         bases as (select task_state_id, max(board_position) as base from tasks group by task_state_id)
    insert into tasks (project_id, name, task_state_id, board_position, priority, estimated_hours, start_date, due_date)
    select ${id}::int, 'Tarea de rendimiento ' || g, s.id, coalesce(b.base, 0) + ${sql.lit(GAP)} * g, (array['low',
    'medium', 'high', 'urgent'])[1 + g % 4],
           1 + g % 8, current_date - 30 + g % 60, current_date - 30 + g % 60 + 3
    from generate_series(1, ${sql.lit(BOARD_TASKS)}) g join states s on s.k = g % s.n left join bases b on
    b.task_state_id = s.id
    order by g`.execute(db);
  return id;
}

/** Every column shown with its first cards and its count: performance.now() then, 0 before. */
function boardReadyAt(columns: number): number {
  const cols = [...document.querySelectorAll('[data-testid="kanban-column"]')];
  const counted = [...document.querySelectorAll('[data-testid="kanban-column-count"]')].every((e) =>
    /\d/.test(e.textContent ?? ""),
  );
  return cols.length >= columns && counted && cols.every((c) => c.querySelector('[data-testid="kanban-card"]'))
    ? performance.now()
    : 0;
}

/**
 * In the page, from the drop key on: each frame, whether the card already sits in `target`, and
 * when the move's request has finished. Answers the drop time, the card's landing and the answer.
 */
function watchMove({ cardId, target }: { cardId: string; target: string }): void {
  const w = window as unknown as { __move: { drop: number; placed: number } };
  w.__move = { drop: 0, placed: 0 };
  const frame = () => {
    if (
      !w.__move.placed
      && document.querySelector(`[data-testid="kanban-column"][data-column-id="${target}"] [data-card-id="${cardId}"]`)
    )
      w.__move.placed = performance.now();
    if (!w.__move.placed) requestAnimationFrame(frame);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.code !== "Space") return;
    document.removeEventListener("keydown", onKey, true);
    w.__move.drop = performance.now();
    requestAnimationFrame(frame);
  };
  document.addEventListener("keydown", onKey, true);
}

function moveDoneAt(cardId: string): { drop: number; placed: number; sent: number; answered: number } | null {
  const w = window as unknown as { __move: { drop: number; placed: number } };
  const entries = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
    (e) => e.name.endsWith(`/tasks/${cardId}/move`) && e.startTime >= w.__move.drop,
  );
  const answered = entries[0]?.responseEnd ?? 0;
  return w.__move.drop && w.__move.placed && answered ? { ...w.__move, sent: entries[0].startTime, answered } : null;
}

/**
 * One keyboard move (Space, →, Space) of the first card of the first column to the next one; its timings, taken in
 * the page.
 */
async function moveOnce(page: Page, db: Kysely<any>): Promise<{ total: number; sent: number; api: number }> {
  const columns = page.locator('[data-testid="kanban-column"]');
  const target = (await columns.nth(1).getAttribute("data-column-id"))!;
  const card = columns.first().locator('[data-testid="kanban-card"]').first();
  const cardId = (await card.getAttribute("data-card-id"))!;
  await card.focus();
  await page.keyboard.press("Space");
  await page.waitForTimeout(150);
  await page.keyboard.press("ArrowRight");
  await page.waitForTimeout(150);
  await page.evaluate(watchMove, { cardId, target });
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith(`/tasks/${cardId}/move`),
  );
  await page.keyboard.press("Space");
  const response = await answered;
  if (response.status() !== 200) throw new Error(`The move answered ${response.status()}: ${await response.text()}`);
  const times = (await (await page.waitForFunction(moveDoneAt, cardId, { polling: 50 })).jsonValue())!;
  const stored = await sql<{
    task_state_id: number;
  }>`select task_state_id from tasks where id = ${Number(cardId)}`.execute(db);
  if (String(stored.rows[0].task_state_id) !== target) throw new Error("The moved card's new state was not saved");
  // Let the two columns' refetch settle before the next move.
  await readsSettled(page);
  return {
    total: Math.max(times.placed, times.answered) - times.drop,
    sent: times.sent - times.drop,
    api: times.answered - times.sent,
  };
}

export async function benchBoard(db: Kysely<any>, server: BenchServer, browser: Browser): Promise<BoardFigure> {
  const projectId = await boardProject(db);
  const columns = await sql<{ n: number }>`select count(*)::int as n from task_states where active`.execute(db);
  const context = await signedInContext(browser, server, "admin@demo.test");
  const renders: number[] = [];
  const moves: { total: number; sent: number; api: number }[] = [];
  try {
    let page: Page | undefined;
    for (let i = 0; i < RUNS; i++) {
      await page?.close();
      page = await context.newPage();
      renders.push(await timeToReady(page, `/tasks/kanban/${projectId}`, boardReadyAt, columns.rows[0].n));
    }
    // The board settled (every request answered) before the first card is picked up.
    await readsSettled(page!);
    await page!.waitForTimeout(500);
    for (let i = 0; i < MOVES; i++) moves.push(await moveOnce(page!, db));
  } finally {
    await context.close();
  }
  const totals = moves.map((m) => m.total);
  return {
    project_id: projectId,
    cards: BOARD_TASKS,
    columns: columns.rows[0].n,
    cold_ms: round(renders[0]),
    warm_median_ms: round(median(renders.slice(1))),
    move_median_ms: round(median(totals)),
    move_max_ms: round(Math.max(...totals)),
    move_sent_median_ms: round(median(moves.map((m) => m.sent))),
    move_api_median_ms: round(median(moves.map((m) => m.api))),
  };
}
