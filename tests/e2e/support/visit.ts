import { expect, type Page } from "@playwright/test";
import type { PageProblems } from "./page-problems";

// Opens a path inside the app already loaded, as its own links do (the router hears the address
// change), instead of loading the whole app again: a cold load costs two cores seconds of script
// and style work, and the walks open a hundred pages. A page not yet on the app loads it.

/** Goes to `path` (with its query) without reloading the app; loads it when the page is elsewhere. */
export async function visit(page: Page, path: string, problems?: PageProblems): Promise<void> {
  const here = page.url();
  const onApp = here.startsWith("http") && (await page.evaluate(() => Boolean(document.querySelector("#root > *"))));
  if (!onApp) {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
  problems?.navigated();
  const wanted = new URL(path, here);
  await expect(page).toHaveURL((url) => url.pathname === wanted.pathname);
}
