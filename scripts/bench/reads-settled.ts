import type { Page, Request } from "@playwright/test";

// Playwright's "networkidle" never comes once a signed-in page holds its live stream open (a
// fetch that lasts as long as the page). This waits for the same thing, minus that stream: no
// other request in flight for `quietMs`.
export async function readsSettled(page: Page, quietMs = 500, timeoutMs = 60_000): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const counts = (r: Request) => new URL(r.url()).pathname !== "/api/live";
  const started = (r: Request) => {
    if (!counts(r)) return;
    inFlight.add(r);
    lastChange = Date.now();
  };
  const ended = (r: Request) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    // Requests already under way when this was called are waited for through the load state.
    await page.waitForLoadState("load");
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline)
        throw new Error(
          `requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(", ")}`,
        );
      await page.waitForTimeout(50);
    }
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}
