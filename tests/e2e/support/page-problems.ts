import { expect, type Page } from "@playwright/test";

// What a page must never do to a user: throw, toast an error, or call the API for something the
// signed-in role is refused (403) or that breaks the server (5xx). Collected while the page is
// used and read once it has settled.

export interface PageProblems {
  /** The problems seen since the last call, and forgets them. */
  take(): string[];
}

export function watchProblems(page: Page): PageProblems {
  let seen: string[] = [];
  page.on("pageerror", (error) => seen.push(`uncaught error: ${error.message}`));
  page.on("response", (response) => {
    const status = response.status();
    if (response.url().includes("/api/") && (status === 403 || status >= 500)) {
      seen.push(`${status} from ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return {
    take() {
      const out = seen;
      seen = [];
      return out;
    },
  };
}

/** Opens a path and waits until its requests are answered and nothing is loading any more. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
  await expect(page.locator(".ant-skeleton-active")).toHaveCount(0);
}

/** Error toasts on screen now (they stay 10 s, so one left by an earlier page counts there). */
export async function errorToasts(page: Page): Promise<string[]> {
  return page.locator(".ant-notification-notice-error").allInnerTexts();
}
