import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import type { BenchServer } from "./bench-server.js";

// Chromium (the system one) with a signed-in session already in localStorage, as after the login
// page, so every timed navigation starts at a page load and not at the sign-in.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
}

/** `device`: what differs from a desktop's window (a phone's viewport, touch). */
export async function signedInContext(
  browser: Browser,
  server: BenchServer,
  email: string,
  device: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const session = await server.login(email);
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1366, height: 800 },
    locale: "es-ES",
    ...device,
  });
  // tsx compiles this file keeping function names through a __name() helper, which the functions
  // sent to the page then call: the page gets a do-nothing one.
  await context.addInitScript({ content: "globalThis.__name = globalThis.__name || ((f) => f);" });
  await context.addInitScript((s) => {
    localStorage.setItem("token", s.access_token);
    localStorage.setItem("refresh_token", s.refresh_token);
    localStorage.setItem("user", JSON.stringify(s.user));
  }, session);
  return context;
}

/**
 * Milliseconds from the start of the navigation (the page's time origin) to the first animation
 * frame in which the page is ready: `readyAt` runs in the page (as a function, which the app's
 * Content-Security-Policy allows, unlike a string) and answers performance.now() once ready, 0 before.
 */
export async function timeToReady<A>(
  page: Page,
  path: string,
  readyAt: (arg: A) => number,
  arg: A,
  timeoutMs = 60_000,
): Promise<number> {
  await page.goto(path, { waitUntil: "commit" });
  // Playwright cannot unbox a generic argument type: the function and its argument go as unknown.
  const handle = await page.waitForFunction(readyAt as (arg: unknown) => number, arg as unknown, {
    polling: "raf",
    timeout: timeoutMs,
  });
  return Number(await handle.jsonValue());
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export const round = (ms: number) => Math.round(ms);
