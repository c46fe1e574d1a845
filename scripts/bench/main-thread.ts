import { sql, type Kysely } from "kysely";
import type { Browser, BrowserContext } from "@playwright/test";
import type { BenchServer } from "./bench-server.js";
import { boardProject } from "./board-render.js";
import { median, round, RUNS, signedInContext } from "./browser.js";
import { SLOW_4G } from "./slow-phone.js";

// How long a slow phone's main thread is busy opening a screen: Chromium emulating a phone
// (390 × 844, touch) with its CPU 4× slower, signed in as the admin of the large data set. The
// figure is the renderer's main-thread task time (the DevTools protocol's TaskDuration) from the
// start of the navigation until the network has been idle for half a second: parsing and running
// the scripts, React's renders, layout and paint, everything a person waits through before the
// page answers a tap. Warm cache (the median of the runs after a first visit). Target: under 1.5 s.

export const MAIN_THREAD_TARGET_MS = 1500;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export interface MainThreadFigure {
  screen: string;
  path: string;
  runs: number;
  main_thread_ms: number;
  worst_ms: number;
}

async function mainThreadMs(context: BrowserContext, path: string): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_4G.cpuSlowdown });
    const taskSeconds = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      return metrics.find((m) => m.name === "TaskDuration")?.value ?? 0;
    };
    const before = await taskSeconds();
    await page.goto(path, { waitUntil: "networkidle", timeout: 180_000 });
    return (await taskSeconds()) - before;
  } finally {
    await page.close();
  }
}

export interface Screen {
  screen: string;
  path: string;
}

/** The screens measured: the dashboard, a generated list (10 and 100 rows), a board of 1,000 cards and a Gantt. */
export async function mainThreadScreens(db: Kysely<any>): Promise<Screen[]> {
  const board = await boardProject(db);
  const gantt = await sql<{ manager_id: number }>`select manager_id from projects where manager_id is not null
    group by 1 order by count(*) desc limit 1`.execute(db);
  return [
    { screen: "dashboard", path: "/" },
    { screen: "generated list", path: "/crm/clients" },
    { screen: "generated list, 100 a page", path: "/crm/clients?pageSize=100&current=1" },
    { screen: "board", path: `/tasks/kanban/${board}` },
    { screen: "gantt", path: `/projects/gantt?manager_id=${gantt.rows[0].manager_id}` },
  ];
}

export async function benchMainThread(
  server: BenchServer,
  browser: Browser,
  screens: Screen[],
): Promise<MainThreadFigure[]> {
  const context = await signedInContext(browser, server, "admin@demo.test", PHONE);
  try {
    const figures: MainThreadFigure[] = [];
    for (const { screen, path } of screens) {
      await mainThreadMs(context, path);
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push((await mainThreadMs(context, path)) * 1000);
      figures.push({
        screen,
        path,
        runs: RUNS,
        main_thread_ms: round(median(runs)),
        worst_ms: round(Math.max(...runs)),
      });
    }
    return figures;
  } finally {
    await context.close();
  }
}
