import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { cardFields } from "../../resources/kit/list-card";
import { can, columnsForReader } from "../../resources/kit/permissions";
import { resourcePaths, showPathFor } from "../../web/providers/resource-paths";
import { menuLists, menuPaths } from "./support/list-pages";
import { visit } from "./support/visit";
import { watchProblems } from "./support/page-problems";

// Lists on a phone (issue 28): every page of the admin's menu fits 390 px without scrolling
// sideways, and shows each row of a list as a card, with the fields its declaration names
// (list.card, or the first columns); the invoice page shows every figure of its lines and offers the PDF as a
// download; on a short desktop window the side menu reaches its last entry.

test.use({ role: "admin" });

/** How far the page itself scrolls sideways (0: not at all). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("every page of the admin's menu fits 390 px; its lists are cards, of the declared fields", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const paths = await menuPaths(page);
  const declared = new Map(menuLists().map((list) => [list.def.route, list]));
  expect([...declared.keys()].filter((route) => paths.includes(route)).length).toBeGreaterThan(10);

  await page.setViewportSize({ width: 390, height: 844 });
  const carded: string[] = [];
  const problems = watchProblems(page);
  for (const route of paths) {
    const list = declared.get(route);
    // A board page's list is its table view.
    const path = list?.path ?? route;
    await visit(page, path, problems);
    await problems.settled();
    await expect(page.locator("main h1, main h2, main .ant-page-header, main .ant-card").first()).toBeVisible();
    await expect(page.locator("main .ant-spin-spinning")).toHaveCount(0);
    if (list)
      await expect(page.locator(".ant-table-tbody").locator("tr.ant-table-row, .ant-empty").first()).toBeVisible();
    expect(await overflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    // Every table is cards, without column headers (nor columns to choose), each card within the screen.
    await expect(page.locator("main .ant-table-thead"), path).toHaveCount(0);
    await expect(page.getByTestId("column-chooser-button"), path).toHaveCount(0);
    const cards = page.locator("main").getByTestId("row-card");
    if ((await page.locator("main .ant-table-tbody tr.ant-table-row").count()) === 0) continue;
    await expect(cards.first(), path).toBeVisible();
    const box = (await cards.first().boundingBox())!;
    expect(box.x + box.width, path).toBeLessThanOrEqual(390);
    if (!list) continue;
    const { def } = list;
    const shown = columnsForReader(def, false).filter((name) => !def.fields[name]?.hidden);
    const fields = await cards
      .first()
      .locator("[data-field]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-field")));
    expect(fields, def.name).toEqual(cardFields(def, shown));
    carded.push(def.name);
  }
  expect(carded).toEqual(expect.arrayContaining(["invoices", "projects", "leads"]));
  expect(carded.length, carded.join(", ")).toBeGreaterThan(declared.size / 2);
});

/** Tables of the page whose rows run past their box (a sideways scroll inside the page). */
const sidewaysTables = (page: Page) =>
  page
    .locator("main .ant-table-content, main .ant-table-body")
    .evaluateAll((boxes) =>
      boxes
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .map((box) => box.closest("[data-testid]")?.getAttribute("data-testid") ?? "a table"),
    );

// One test per record page, in the worker's admin page (each opened inside the app as its links
// would), so a slow page has its own time and a failure names its resource.
const recordPages = menuLists().filter(({ def }) => resourcePaths(def).show && can(def, ["admin"], "show"));

for (const { def } of recordPages) {
  test(`${def.name}'s record page at 390 px, each tab: nothing scrolls sideways, lists inside are cards`, async ({
    sharedPageAs,
    apiAs,
  }) => {
    const page = await sharedPageAs("admin");
    const [row] = (await apiAs("admin").get(`${def.name}?_start=0&_end=1`)) as Record<string, unknown>[];
    const path = row && showPathFor(def, row);
    expect(path, `the demo data has a ${def.name} row to open`).toBeTruthy();
    await page.setViewportSize({ width: 390, height: 844 });
    const loading = watchProblems(page);
    await visit(page, path!, loading);
    await loading.settled();
    await expect(page.getByRole("heading").first()).toBeVisible();
    await expect(page.locator("main .ant-spin-spinning")).toHaveCount(0);
    const problems: string[] = [];
    // Each tab in turn (on a phone they are chosen from a list), the page's own content first.
    const tabs = page.getByTestId("phone-tab-select");
    const tabCount = (await tabs.count()) > 0 ? await optionsOf(page, tabs.first()) : 0;
    for (let tab = -1; tab < tabCount; tab++) {
      if (tab >= 0) await chooseOption(page, tabs.first(), tab);
      await expect(page.locator("main .ant-spin-spinning")).toHaveCount(0);
      const where = `${path}${tab >= 0 ? ` (tab ${tab + 1})` : ""}`;
      if ((await overflow(page)) > 0) problems.push(`${where}: the page scrolls sideways`);
      for (const table of await sidewaysTables(page)) problems.push(`${where}: ${table} scrolls sideways`);
      // The generated lists of a record (its children, the rows pointing to it) are cards. One read
      // of the page as it is: a table re-drawn meanwhile is not waited for.
      const lists = "main [data-testid^=child-records-] .ant-table, main [data-testid^=related-] .ant-table";
      const notCards = await page
        .locator(lists)
        .evaluateAll((tables) => tables.filter((node) => node.closest(".row-cards") === null).length);
      if (notCards > 0) problems.push(`${where}: ${notCards} list(s) not as cards`);
    }
    expect(problems).toEqual([]);
  });
}

test("the record pages walked at 390 px include projects, leads and tickets", () => {
  expect(recordPages.map(({ def }) => def.name)).toEqual(expect.arrayContaining(["projects", "leads", "tickets"]));
});

async function optionsOf(page: Page, select: ReturnType<Page["locator"]>): Promise<number> {
  await select.click();
  const count = await page.locator(".ant-select-dropdown:visible .ant-select-item-option").count();
  await page.keyboard.press("Escape");
  return count;
}

async function chooseOption(page: Page, select: ReturnType<Page["locator"]>, index: number) {
  await select.click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").nth(index).click();
}

test("the invoice page at 390 px: every figure of each line, the PDF as a download", async ({ page, apiAs }) => {
  const issued = (await apiAs("admin").get("invoices?status=issued&_start=0&_end=1")) as { id: number }[];
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/billings/${issued[0].id}`);
  const lines = page.getByTestId("invoice-lines-card").getByTestId("row-card");
  await expect(lines.first()).toBeVisible();
  for (const field of ["description", "quantity", "unit_price", "vat", "base"]) {
    await expect(lines.first().locator(`[data-field="${field}"]`)).toBeInViewport();
  }
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await sidewaysTables(page)).toEqual([]);
  await expect(page.getByTestId("invoice-pdf").locator("iframe")).toHaveCount(0);
  await expect(page.getByTestId("invoice-pdf-phone")).toHaveText(
    "Tu móvil no muestra el PDF dentro de la página: descárgalo para verlo.",
  );
  const download = page.waitForEvent("download");
  await page.getByTestId("invoice-pdf-download").click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test("a short desktop window's side menu reaches its last entry, above the collapse button", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.goto("/");
  await menuPaths(page);
  const items = page.locator(".ant-layout-sider .ant-menu-item");
  const last = items.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  // What is drawn at the entry's middle is the entry itself, not the collapse button over it.
  const box = (await last.boundingBox())!;
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest(".ant-menu-item")?.textContent,
    middle,
  );
  expect(hit).toBe(await last.textContent());
  const trigger = (await page.locator(".ant-layout-sider-trigger").boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(trigger.y);
  // No label is cut: each fits its entry (long ones wrap).
  const cut = await page
    .locator(".ant-layout-sider .ant-menu-title-content")
    .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
  expect(cut).toEqual([]);
  await expect(page.getByRole("link", { name: "Responsables de proyecto" })).toBeVisible();
});
