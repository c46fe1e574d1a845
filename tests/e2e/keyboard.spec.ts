import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { DEMO_PASSWORD, uniqueName } from "./helpers";
import { menuLists, tabTo } from "./support/list-pages";
import { watchProblems } from "./support/page-problems";
import { visit } from "./support/visit";
import { resourcePaths } from "../../web/providers/resource-paths";
import type { ResourceDef } from "../../resources/kit/types";

// Working by keyboard (issue 28): the whole path from the sign-in to a saved edit with Tab, Enter
// and typing only; the skip link and a visible focus ring; every generated list opening its
// record by a click anywhere on a row or by Enter; a project's task names as real links.

const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/**
 * What a row of this list opens starts with: its page's path up to the id. The router keeps the
 * last screen up until the next one's code is in, so the rows first seen may be the last list's.
 */
function opensPrefix(def: ResourceDef): string {
  const paths = resourcePaths(def);
  return (paths.show ?? paths.edit ?? def.route).split(":")[0];
}

/** The focus ring of what has the focus: an outline or a box shadow. */
const ring = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return { tag: document.activeElement!.tagName, shown: outline || style.boxShadow !== "none" };
  });

test("by keyboard only: a refused sign-in said once, then sign in, open a list and a record, edit and save", async ({
  page,
  apiAs,
}) => {
  test.setTimeout(90_000);
  const name = uniqueName("Lead teclado");
  const lead = await apiAs("admin").post("leads", { name });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto("/auth/login");
  await expect(page.locator("#login-email")).toBeFocused();
  await page.keyboard.type("admin@demo.test");
  await page.keyboard.press("Tab");
  await page.keyboard.type("not-the-password");
  await page.keyboard.press("Enter");
  // The refusal is said once (under the field, no toast besides) and takes the focus.
  const refusal = page.locator("#login-email-errors");
  await expect(refusal).toBeFocused();
  await expect(refusal).toHaveText("Las credenciales no son correctas");
  await expect(page.getByText("Las credenciales no son correctas")).toHaveCount(1);
  await expect(page.locator("#login-email")).toHaveAccessibleDescription("Las credenciales no son correctas");

  await tabTo(page, page.locator("#login-password"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);

  // The first Tab of a signed-in page is the skip link, shown once focused; it leads past the menu.
  const figure = page.locator('main a[data-testid=figure-link][href^="/crm/kanban?open=true"]').first();
  await expect(figure).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Saltar al contenido" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  expect(await focused(page)).toBe("main-content");

  // The dashboard's figure opens the open leads as a table; its search box narrows them.
  await tabTo(page, figure);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/crm\/kanban\?open=true/);
  const search = page.locator("main").getByLabel("Buscar", { exact: true });
  await tabTo(page, search);
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  const row = page.locator("tr.row-opens").filter({ hasText: name });
  await expect(page.locator("tr.row-opens")).toHaveCount(1);
  await tabTo(page, row);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/crm/lead-detail/${lead.id}$`));

  await tabTo(page, page.getByTestId("lead-edit"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/edit/${lead.id}$`));
  const company = page.getByLabel("Empresa", { exact: true });
  await tabTo(page, company);
  await page.keyboard.type("Teclados S.L.");
  await tabTo(page, page.getByRole("button", { name: "Guardar" }));
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await apiAs("admin").get(`leads/${lead.id}`)).company).toBe("Teclados S.L.");
});

test.describe("signed in", () => {
  test.use({ role: "admin", viewport: { width: 1440, height: 900 } });

  test("focus rings; a row of every generated list opens its record by Enter and by a click", async ({ page }) => {
    test.setTimeout(240_000);
    const lists = menuLists();
    await page.goto(lists[0].path);
    await expect(page.locator("tr.row-opens").first()).toBeVisible();
    // Whatever the Tab key reaches shows where it is: links (antd draws none), buttons, rows.
    const seen = new Set<string>();
    for (let i = 0; i < 80 && seen.size < 3; i++) {
      await page.keyboard.press("Tab");
      const { tag, shown } = await ring(page);
      if (!["A", "BUTTON", "TR"].includes(tag)) continue;
      expect(shown, `focus ring on ${tag} (Tab ${i + 1})`).toBe(true);
      seen.add(tag);
    }
    expect([...seen].sort()).toEqual(["A", "BUTTON", "TR"]);

    // A click on a control of the row keeps its own behaviour: the edit button edits.
    const editButton = page.locator("tr.row-opens").first().getByRole("button", { name: "Editar" });
    if (await editButton.count()) {
      await editButton.click();
      await expect(page).toHaveURL(/\/edit\/\d+$/);
    }

    const opened: string[] = [];
    const problems = watchProblems(page);
    for (const { def, path } of lists) {
      await visit(page, path, problems);
      await problems.settled();
      const rows = page.locator(`tr.row-opens[data-opens^="${opensPrefix(def)}"]`);
      // A list whose rows are still loading shows antd's placeholder row, never an opening row.
      await expect(
        page
          .locator(".ant-table-tbody")
          .locator(`tr.row-opens[data-opens^="${opensPrefix(def)}"], .ant-empty`)
          .first(),
      ).toBeVisible();
      await expect(page.locator(".ant-table-wrapper .ant-spin-spinning")).toHaveCount(0);
      if ((await rows.count()) === 0) continue;
      const target = (await rows.first().getAttribute("data-opens"))!;
      await rows.first().focus();
      await page.keyboard.press("Enter");
      await expect(page, `${def.name}: Enter on a row`).toHaveURL((url) => url.pathname === target);
      await page.goBack();
      // A click on the row's edge, away from its name's link and its buttons.
      await rows.first().click({ position: { x: 3, y: 3 } });
      await expect(page, `${def.name}: a click on a row`).toHaveURL((url) => url.pathname === target);
      opened.push(def.name);
    }
    // The demo data fills most lists: the walk must have opened rows of many of them.
    expect(opened.length, opened.join(", ")).toBeGreaterThan(lists.length / 2);
  });

  test("a project's task names are links to the tasks", async ({ page, apiAs }) => {
    const admin = apiAs("admin");
    const tasks: { id: number; name: string; project_id: number }[] = await admin.get("tasks?_start=0&_end=1");
    const projectId = tasks[0].project_id;
    const own: { id: number; name: string }[] = await admin.get(`tasks?project_id=${projectId}&_start=0&_end=200`);
    await page.goto(`/projects/${projectId}?tab=tasks`);
    const rows = page.locator(".ant-tabs-tabpane-active tr.ant-table-row");
    await expect(rows.first()).toBeVisible();
    const links = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const a = tr.querySelector("a[href]");
        return { name: a?.textContent ?? "", href: a?.getAttribute("href") ?? "" };
      }),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.href, link.name).toBe(`/tasks/${own.find((t) => t.name === link.name)?.id}`);
  });
});
