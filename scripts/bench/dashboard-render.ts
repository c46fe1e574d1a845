import type { Browser, Page } from "@playwright/test";
import type { BenchServer } from "./bench-server.js";
import { median, round, RUNS, signedInContext, timeToReady } from "./browser.js";

// The dashboard (issue 15) in Chromium, as the admin of the large data set sees it: time from the
// start of the page load to its figures on screen, and to its charts drawn; the chart chunk
// (ECharts) as it crossed the wire, and whether it was asked for only after the figures showed.
// `cold`: an empty cache (a first visit); `warm`: the median of the next visits.

export interface DashboardRenderFigure {
  runs: number;
  figures_cold_ms: number;
  figures_warm_ms: number;
  charts_cold_ms: number;
  charts_warm_ms: number;
  chart_chunk_wire_kb: number;
  chart_chunk_raw_kb: number;
  /** Milliseconds between the figures showing and the chart chunk being asked for (positive: after). */
  chunk_after_figures_ms: number;
}

const FIGURES = "[data-testid=kpi-value]";
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

interface Visit {
  figures: number;
  charts: number;
  chunk: { start: number; wire: number; raw: number } | null;
}

async function visit(page: Page): Promise<Visit> {
  const figures = await timeToReady(
    page,
    "/",
    (selector) => (document.querySelector(selector) ? performance.now() : 0),
    FIGURES,
    120_000,
  );
  // Drawn: a box of every chart holds ECharts' drawing, none its placeholder.
  const charts = await page
    .waitForFunction(
      () => {
        const boxes = [...document.querySelectorAll("[data-testid=dashboard-chart]")];
        return boxes.length > 0
          && boxes.every((box) => box.querySelector("svg") && !box.querySelector("[data-testid=chart-placeholder]"))
          ? performance.now()
          : 0;
      },
      undefined,
      { polling: "raf", timeout: 120_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
  const chunk = await page.evaluate(() => {
    const entry = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((e) =>
      /\/assets\/echarts-view-[^/]*\.js$/.test(new URL(e.name).pathname),
    );
    return entry ? { start: entry.startTime, wire: entry.encodedBodySize, raw: entry.decodedBodySize } : null;
  });
  return { figures, charts, chunk };
}

export async function benchDashboardRender(server: BenchServer, browser: Browser): Promise<DashboardRenderFigure> {
  const context = await signedInContext(browser, server, "admin@demo.test");
  try {
    const page = await context.newPage();
    const cold = await visit(page);
    const warm: Visit[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await visit(page));
    return {
      runs: RUNS,
      figures_cold_ms: round(cold.figures),
      figures_warm_ms: round(median(warm.map((v) => v.figures))),
      charts_cold_ms: round(cold.charts),
      charts_warm_ms: round(median(warm.map((v) => v.charts))),
      chart_chunk_wire_kb: kb(cold.chunk?.wire ?? 0),
      chart_chunk_raw_kb: kb(cold.chunk?.raw ?? 0),
      chunk_after_figures_ms: cold.chunk ? round(cold.chunk.start - cold.figures) : 0,
    };
  } finally {
    await context.close();
  }
}
