import type { Page } from "@playwright/test";
import { expect, test, type Role } from "./fixtures/test";
import { RESOURCES } from "../../resources/registry";
import { can } from "../../resources/kit/permissions";
import { resourcePaths, showPathFor } from "../../web/providers/resource-paths";
import { axeViolations, describeFindings } from "./support/axe";
import { watchProblems } from "./support/page-problems";
import { menuPaths } from "./support/list-pages";
import { visit } from "./support/visit";

// axe-core (WCAG 2.1 AA) judges every page each role reaches: the pages of its menu, the pages its
// header links to, and the page of the first row of every list that has one, in Spanish and
// English, on a desktop (1440 px) and a phone (390 px). Any critical or serious violation fails.
// Menus and show pages are derived, as the role walk's, so a new page is judged without an edit.
// Each page loads once: the four combinations are the same loaded page resized and switched to
// the other language in the app, as a user would (loading it four times would double the walk).

const ROLES = ["superadmin", "admin", "commercial", "client"] as const;
const HEADER_PAGES = ["/users/profile", "/users/2fa"];
const WIDTHS = [1440, 390] as const;
type Lang = "es" | "en";

type FirstRow = (name: string) => Promise<Record<string, unknown> | undefined>;

/** The page of the first row of each declared list in the menu that the role may open. */
async function showPaths(paths: string[], role: Role, first: FirstRow) {
  const out: string[] = [];
  for (const def of RESOURCES) {
    const { list } = resourcePaths(def);
    if (!list || !paths.includes(list) || !resourcePaths(def).show || !can(def, [role], "show")) continue;
    const row = await first(def.name);
    const path = row && showPathFor(def, row);
    if (path) out.push(path);
  }
  return out;
}

async function switchLanguage(page: Page, lang: Lang) {
  await page.locator(".language-switch button", { hasText: lang.toUpperCase() }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

test.describe.configure({ mode: "parallel" });

// A role's pages are dealt into shards by their route (ids aside), each shard a test of its own:
// the shards spread over the workers and none nears a test's time limit, and a page always falls
// in the same shard whatever else the lists hold.
const SHARDS: Record<Role & (typeof ROLES)[number], number> = { superadmin: 1, admin: 6, commercial: 4, client: 2 };

function shardOf(path: string, shards: number): number {
  const route = path.replace(/\d+/g, ":id");
  let hash = 0;
  for (const char of route) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % shards;
}

/** The paths a role reaches: its menu, its header's pages and the first row of each of its lists. */
async function pagesOf(page: Page, role: Role, first: FirstRow): Promise<string[]> {
  const menu = await menuPaths(page);
  expect(menu.length, `menu of ${role}`).toBeGreaterThan(1);
  return [...menu, ...HEADER_PAGES, ...(await showPaths(menu, role, first))];
}

for (const role of ROLES) {
  test.describe(role, () => {
    test.use({ role, viewport: { width: 1440, height: 900 } });

    for (let shard = 0; shard < SHARDS[role]; shard++) {
      test(
        `every page ${role} reaches passes axe in Spanish and English, on a desktop and a phone `
          + `(${shard + 1}/${SHARDS[role]})`,
        async ({ page, apiAs, signInAs }) => {
          test.setTimeout(300_000);
          const started = Date.now();
          const problems = watchProblems(page);
          await page.goto("/");
          await problems.settled();
          let pages = await pagesOf(page, role, async (name) => (await apiAs(role).get(`${name}?_start=0&_end=1`))[0]);
          if (role === "superadmin") {
            // The superadmin's screens are the admin's, with a few more: the admin's walk judges the
            // ones they share, this one what only the superadmin reaches.
            await signInAs(page, "admin");
            const admins = new Set(
              await pagesOf(page, "admin", async (name) => (await apiAs("admin").get(`${name}?_start=0&_end=1`))[0]),
            );
            pages = pages.filter((path) => !admins.has(path));
            await signInAs(page, "superadmin");
          }
          pages = pages.filter((path) => shardOf(path, SHARDS[role]) === shard);

          const report: string[] = [];
          let lang: Lang = "es";
          let width: number = WIDTHS[0];
          for (const path of pages) {
            await visit(page, path, problems);
            // The app has drawn its frame and the page's code has arrived, before its data is awaited.
            await expect(page.locator(".ant-layout-header")).toBeVisible();
            await expect(page.locator(".app-spinner")).toHaveCount(0);
            await problems.settled();
            // Both widths in one language, then both in the other, each step one change away from the
            // last: the next page starts in the language and at the width this one ended with.
            const order: Lang[] = lang === "es" ? ["es", "en"] : ["en", "es"];
            for (const next of order) {
              if (next !== lang) await switchLanguage(page, next);
              lang = next;
              const widths: number[] = width === WIDTHS[0] ? [...WIDTHS] : [...WIDTHS].reverse();
              for (const w of widths) {
                if (w !== width) await page.setViewportSize({ width: w, height: w > 800 ? 900 : 844 });
                width = w;
                await problems.settled();
                const t0 = Date.now();
                const found = describeFindings(`${path} ${lang} ${width}px`, await axeViolations(page));
                // AXE_DEBUG=1 prints each run as it ends: its time and what it found.
                if (process.env.AXE_DEBUG)
                  console.log(`${path} ${lang} ${width}: ${Date.now() - t0} ms\n${found.join("\n")}`);
                report.push(...found);
              }
            }
          }
          console.log(
            `axe walk of ${role} (${shard + 1}/${SHARDS[role]}): ${pages.length} pages × 4 in `
              + `${((Date.now() - started) / 1000).toFixed(1)} s`,
          );
          expect(report, `pages of ${role}: ${pages.join(", ")}`).toEqual([]);
        },
      );
    }
  });
}
