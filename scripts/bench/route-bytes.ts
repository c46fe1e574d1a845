import type { Browser, Page } from "@playwright/test";
import type { BenchServer } from "./bench-server.js";
import { signedInContext, timeToReady } from "./browser.js";
import { readsSettled } from "./reads-settled.js";

// What a first visit to each screen downloads: the JavaScript and CSS bytes as they crossed the
// wire (compressed, as the browser asked for them) and as the browser unpacked them, with an
// empty cache, until the screen shows what it is for.

export interface RouteScreen {
  name: string;
  path: string;
  /** A selector that shows the screen is up. */
  ready: string;
  /** Signed in as this user; anonymous when absent. */
  email?: string;
}

export interface RouteBytesFigure {
  route: string;
  path: string;
  files: number;
  js_kb: number;
  css_kb: number;
  /** JavaScript and CSS together, compressed. */
  wire_kb: number;
  /** The same files unpacked. */
  raw_kb: number;
  /** Compressed files fetched after the screen was up (what it preloads for the next one). */
  later_kb: number;
}

export const ROUTE_SCREENS: RouteScreen[] = [
  { name: "sign-in", path: "/auth/login", ready: "form input[type=password]" },
  { name: "dashboard", path: "/", ready: "[data-testid=kpi-value]", email: "admin@demo.test" },
  { name: "generated list", path: "/crm/clients", ready: ".ant-table-row", email: "admin@demo.test" },
  { name: "board", path: "/tasks/kanban", ready: "[data-testid=kanban-column]", email: "admin@demo.test" },
  { name: "Gantt", path: "/projects/gantt", ready: ".gantt_task_line, .gantt_row", email: "admin@demo.test" },
];

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

interface Transfer {
  name: string;
  /** In the page's clock: when the browser asked for the file. */
  startTime: number;
  wire: number;
  raw: number;
  css: boolean;
}

/** Every script and stylesheet the page fetched, from its Resource Timing entries (same origin: sizes included). */
function transfers(): Transfer[] {
  return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((e) => /\.(js|css)(\?|$)/.test(new URL(e.name).pathname))
    .map((e) => ({
      name: new URL(e.name).pathname,
      startTime: e.startTime,
      wire: e.encodedBodySize,
      raw: e.decodedBodySize,
      css: e.name.endsWith(".css"),
    }));
}

async function measure(page: Page, screen: RouteScreen): Promise<Omit<RouteBytesFigure, "route" | "path">> {
  // The moment the screen is up, in the page's clock, found on the frame it appears.
  const upAt = await timeToReady(
    page,
    screen.path,
    (selector) => (document.querySelector(selector) ? performance.now() : 0),
    screen.ready,
    120_000,
  );
  await readsSettled(page);
  const all = await page.evaluate(transfers);
  const first = all.filter((t) => t.startTime <= upAt);
  const sum = (list: Transfer[], pick: (t: Transfer) => number) => list.reduce((total, t) => total + pick(t), 0);
  if (process.env.BENCH_VERBOSE)
    console.table(all.map((t) => ({ ...t, startTime: Math.round(t.startTime), first: t.startTime <= upAt })));
  return {
    files: first.length,
    js_kb: kb(sum(first, (t) => (t.css ? 0 : t.wire))),
    css_kb: kb(sum(first, (t) => (t.css ? t.wire : 0))),
    wire_kb: kb(sum(first, (t) => t.wire)),
    raw_kb: kb(sum(first, (t) => t.raw)),
    later_kb: kb(sum(all, (t) => t.wire) - sum(first, (t) => t.wire)),
  };
}

export async function benchRouteBytes(
  server: BenchServer,
  browser: Browser,
  screens = ROUTE_SCREENS,
): Promise<RouteBytesFigure[]> {
  const figures: RouteBytesFigure[] = [];
  for (const screen of screens) {
    // A context of its own: an empty cache, as on a first visit.
    const context = screen.email
      ? await signedInContext(browser, server, screen.email)
      : await browser.newContext({ baseURL: server.url, locale: "es-ES" });
    try {
      const page = await context.newPage();
      figures.push({ route: screen.name, path: screen.path, ...(await measure(page, screen)) });
    } finally {
      await context.close();
    }
  }
  return figures;
}
