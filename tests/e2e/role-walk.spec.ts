import { expect, test } from "./fixtures/test";
import { errorToasts, watchProblems } from "./support/page-problems";
import { menuPaths as openMenu, sider } from "./support/list-pages";
import { visit } from "./support/visit";

// Every role visits every page its menu offers (and the pages its header links to), by clicking
// through the menu as a user does. A page fails on an uncaught error, an error toast, a request
// the API refuses with 403 or answers with 5xx, or the "forbidden" page: the menu must only offer
// what the role may use, and a screen must never call what the role is refused.

const ROLES = ["superadmin", "admin", "commercial", "client"] as const;
const HEADER_PAGES = ["/users/profile", "/users/2fa"];

// The roles are independent: they spread over the workers.
test.describe.configure({ mode: "parallel" });

for (const role of ROLES) {
  test.describe(role, () => {
    test.use({ role, viewport: { width: 1440, height: 900 } });

    test(`${role} opens every page of its menu without an error, a refusal or a toast`, async ({ page }) => {
      test.setTimeout(180_000);
      const problems = watchProblems(page);
      await page.goto("/");
      await problems.settled();
      const paths = await openMenu(page);
      // Each role has a real menu: the walk must visit something beyond the dashboard.
      expect(paths.length, `menu of ${role}`).toBeGreaterThan(1);
      // The dashboard's figures link to the lists behind them (issue 15), with their filters.
      // They come with the dashboard's data, after the page itself.
      await expect(page.locator("main a[data-testid=figure-link]").first()).toBeVisible();
      const figures = await page
        .locator("main a[data-testid=figure-link]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(figures.length, `dashboard figures of ${role}`).toBeGreaterThan(0);
      // One figure per list page: it must open for this role with its filters taken, like the menu's pages.
      const figureLists = [...new Map(figures.map((href) => [new URL(href, "http://x").pathname, href])).values()];

      const report: string[] = [];
      const check = async (path: string) => {
        await expect(page).toHaveURL((url) => url.pathname === path);
        await problems.settled();
        const forbidden = await page
          .getByText(/No tienes permiso para ver esta página|You are not allowed to see this page/)
          .count();
        const found = [
          ...problems.take(),
          ...(await errorToasts(page)).map((text) => `error toast: ${text}`),
          ...(forbidden ? ["the forbidden page"] : []),
        ];
        report.push(...found.map((p) => `${path}: ${p}`));
      };
      for (const path of paths) {
        // A page may have closed a group (it opens the one of its own route): open them again.
        await openMenu(page);
        // A list writes its sorting into the address just after it opens, which redraws the menu;
        // a click landing in that redraw is lost, and a person would simply click again.
        await expect(async () => {
          await sider(page).locator(`a[href="${path}"]`).first().click();
          await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 5_000 });
        }).toPass({ timeout: 40_000 });
        await check(path);
      }
      for (const path of HEADER_PAGES) {
        await visit(page, path, problems);
        await check(path);
      }
      for (const href of figureLists) {
        await visit(page, href, problems);
        await check(new URL(href, "http://x").pathname);
      }
      expect(report, `pages of ${role}: ${[...paths, ...figureLists].join(", ")}`).toEqual([]);
    });
  });
}
