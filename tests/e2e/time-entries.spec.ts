import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";

// The time entries' list (list only, out of the menu): where the dashboard's hours per person
// lead. Entries are logged from their task, so the list offers no create, show or edit; each
// role sees the entries of the projects it reaches.

const total = (page: Page) => page.locator(".ant-pagination-total-text").first();
const totalOf = async (page: Page) => Number((await total(page).innerText()).replace(/\D/g, ""));

test.describe("admin", () => {
  test.use({ role: "admin" });

  test("lists every entry with its task, searches the notes, and offers no form", async ({ page }) => {
    await page.goto("/tasks/time-entries");
    await expect(page.getByRole("heading", { name: "Registros de tiempo" })).toBeVisible();
    await expect(page.locator(".ant-table-row").first()).toBeVisible();
    await expect(page.locator("thead")).toContainText("Tarea");
    const all = await totalOf(page);
    expect(all).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: /Crear/ })).toHaveCount(0);
    const firstRow = page.locator(".ant-table-row").first();
    // Delete only: neither a show nor an edit page exists for an entry.
    await expect(firstRow.locator("a[href*='/show/'], a[href*='/edit/']")).toHaveCount(0);
    await expect(firstRow.getByRole("button")).toHaveCount(1);

    const search = page.getByPlaceholder("Buscar…").last();
    await search.fill("Seguimiento");
    await search.press("Enter");
    await expect(page).toHaveURL(/filters.*Seguimiento/);
    await expect.poll(() => totalOf(page)).toBeLessThan(all);
    for (const row of await page.locator(".ant-table-row").all()) await expect(row).toContainText("Seguimiento");
  });
});

test.describe("commercial", () => {
  test.use({ role: "commercial" });

  // Which rows that is, the API's row scope decides (tests/api): the page shows what it answers.
  test("sees the entries of the projects they work on, as the API answers them", async ({ page, apiAs }) => {
    await page.goto("/tasks/time-entries");
    await expect(page.locator(".ant-table-row").first()).toBeVisible();
    // Pages of at most 100 rows: counted page by page.
    let theirs = 0;
    for (let start = 0; ; start += 100) {
      const rows = (await apiAs("commercial").get(`time-entries?_start=${start}&_end=${start + 100}`)).length as number;
      theirs += rows;
      if (rows < 100) break;
    }
    await expect(total(page)).toHaveText(`Total: ${theirs}`);
    await expect(page.getByRole("button", { name: /Crear/ })).toHaveCount(0);
  });
});
