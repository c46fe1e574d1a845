import { expect, type Page, type Request } from "@playwright/test";

// What a page must never do to a user: throw, toast an error, or call the API for something the
// signed-in role is refused (403) or that breaks the server (5xx). Collected while the page is
// used and read once it has settled: no API request in flight and nothing loading on screen.

export interface PageProblems {
  /** The problems seen since the last call, and forgets them. */
  take(): string[];
  /** Waits until no request has been in flight for a moment and no spinner or skeleton shows. */
  settled(): Promise<void>;
  /** Notes that the page was just sent elsewhere in the app: the next settle waits for its requests. */
  navigated(): void;
}

/** How long the API must have been quiet: a page's next request follows its last answer within a frame or two. */
const QUIET_MS = 250;

export function watchProblems(page: Page): PageProblems {
  let seen: string[] = [];
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith("/api/");
  // The page's own requests: its code (a route's chunk arrives before its data is asked for) and
  // its data. The live stream (GET /api/live) stays open as long as the page: never "in flight".
  const isRead = (url: string) => url.startsWith(new URL(page.url()).origin) && new URL(url).pathname !== "/api/live";
  page.on("pageerror", (error) => seen.push(`uncaught error: ${error.message}`));
  page.on("request", (request) => {
    if (!isRead(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  page.on("response", (response) => {
    const status = response.status();
    if (isApi(response.url()) && (status === 403 || status >= 500)) {
      seen.push(`${status} from ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return {
    take() {
      const out = seen;
      seen = [];
      return out;
    },
    navigated() {
      lastChange = Date.now();
    },
    async settled() {
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [50] })
        .toBe(true);
      await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
      await expect(page.locator(".ant-skeleton-active")).toHaveCount(0);
    },
  };
}

/** Error toasts on screen now (they stay 10 s, so one left by an earlier page counts there). */
export async function errorToasts(page: Page): Promise<string[]> {
  return page.locator(".ant-notification-notice-error").allInnerTexts();
}
