import { sql, type Kysely } from "kysely";
import type { Browser } from "@playwright/test";
import type { BenchServer } from "./bench-server.js";
import { RUNS, median, round, signedInContext, timeToReady } from "./browser.js";

// /projects/gantt of one manager's portfolio, the ~200 projects holding about 5,000 tasks (with
// their phases, milestones and links), in Chromium: from the start of the navigation to the
// first frame with the chart drawn once the API's answer is in. The first load has an empty cache;
// the others reuse the bundle, as a returning user does.

const TARGET_TASKS = Number(process.env.BENCH_GANTT_TASKS ?? 5_000);

export interface GanttFigure {
  manager_id: number;
  projects: number;
  tasks: number;
  links: number;
  api_ms: number;
  api_kb: number;
  cold_ms: number;
  warm_median_ms: number;
  warm_api_done_ms: number;
}

/**
 * The API's answer received and the chart drawn: bars, or (the chart opens on today, and with
 * smart rendering only what is in view is drawn) the rows of the tree. performance.now() then, 0 before.
 */
function ganttReadyAt(): number {
  const answered = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).some(
    (e) => e.name.includes("/api/gantt") && e.responseEnd > 0,
  );
  const parsed = document.querySelector('[data-testid="gantt"][data-ready="true"]');
  return answered && parsed && document.querySelector(".gantt_task_line, .gantt_grid_data .gantt_row")
    ? performance.now()
    : 0;
}

export async function benchGantt(db: Kysely<any>, server: BenchServer, browser: Browser): Promise<GanttFigure> {
  const pick = await sql<{
    manager_id: number;
    n: number;
  }>`select p.manager_id, count(*)::int as n from projects p join tasks t on t.project_id = p.id
    where p.manager_id is not null group by 1 order by abs(count(*) - ${TARGET_TASKS}), 1 limit 1`.execute(db);
  const managerId = pick.rows[0].manager_id;
  const path = `/projects/gantt?manager_id=${managerId}`;

  const session = await server.login("admin@demo.test");
  const apiTimes: number[] = [];
  let body = "";
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now();
    const res = await fetch(`${server.url}/api/gantt?manager_id=${managerId}`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    body = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/gantt answered ${res.status}: ${body.slice(0, 300)}`);
    apiTimes.push(performance.now() - began);
  }
  const answer = JSON.parse(body) as { data: { type: string }[]; links: unknown[] };
  const count = (type: string) => answer.data.filter((item) => item.type === type).length;

  const context = await signedInContext(browser, server, "admin@demo.test");
  const totals: number[] = [];
  const apiDone: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      totals.push(await timeToReady(page, path, ganttReadyAt, null));
      apiDone.push(
        await page.evaluate(
          () =>
            (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((e) =>
              e.name.includes("/api/gantt"),
            )!.responseEnd,
        ),
      );
      await page.close();
    }
  } finally {
    await context.close();
  }
  return {
    manager_id: managerId,
    projects: count("project"),
    tasks: count("task"),
    links: answer.links.length,
    api_ms: round(median(apiTimes)),
    api_kb: Math.round(body.length / 1024),
    cold_ms: round(totals[0]),
    warm_median_ms: round(median(totals.slice(1))),
    warm_api_done_ms: round(median(apiDone.slice(1))),
  };
}
