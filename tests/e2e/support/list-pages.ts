import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { RESOURCES } from "../../../resources/registry";
import type { ResourceDef } from "../../../resources/kit/types";
import { pagesOf } from "../../../resources/kit/define-resource";

// The list pages the declarations give the menu, as the browser specs open them: a board page
// (projects, leads, campaigns, tickets) in its table view, where rows are rows.

/** Every declared resource listed in the menu, with the address of its list as a table. */
export function menuLists(): { def: ResourceDef; path: string }[] {
  return RESOURCES.filter((def) => def.menu !== false && pagesOf(def).includes("list")).map((def) => ({
    def,
    path: def.board ? `${def.route}?view=table` : def.route,
  }));
}

export const sider = (page: Page) => page.locator(".ant-layout-sider .ant-menu").first();

/** Opens every group of the side menu (a wide window); answers the paths it links to. */
export async function menuPaths(page: Page): Promise<string[]> {
  const menu = sider(page);
  await expect(menu).toBeVisible();
  const groups = menu.locator(".ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title");
  while ((await groups.count()) > 0) await groups.first().click();
  const hrefs = await menu.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  return [...new Set(hrefs)].filter((href) => href.startsWith("/"));
}

/** Presses Tab until `target` has the focus (as a person tabs through a page), at most `max` times. */
export async function tabTo(page: Page, target: ReturnType<Page["locator"]>, max = 80, key = "Tab") {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}
