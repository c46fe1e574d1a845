import { expect, test } from "./fixtures/test";
import { useLanguage } from "./helpers";

test.use({ role: "admin" });
for (const lang of ["es", "en"] as const) {
  test(`shots ${lang}`, async ({ page, apiAs }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    const invoices = await apiAs("admin").get("invoices?_end=50");
    const rows = Array.isArray(invoices) ? invoices : invoices.data;
    const inv = rows.find((r: any) => r.status !== "draft") ?? rows[0];
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [name, path] of [["billings", "/billings"], ["projects", "/projects"], ["leads", "/crm/kanban?view=table"], ["invoice", `/billings/${inv.id}`], ["states", "/projects/nomenclators/project-states"]]) {
      await page.goto(path);
      await expect(page.locator(".row-card, [data-testid=invoice-lines-card]").first()).toBeVisible();
      await page.screenshot({ path: `/tmp/shots-i28-b/${name}-390-${lang}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 600 });
    await page.goto("/projects");
    await expect(page.locator("tr.row-opens").first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-i28-b/projects-1440-${lang}.png` });
    const groups = page.locator(".ant-layout-sider .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title");
    while ((await groups.count()) > 0) await groups.first().click();
    await page.locator(".ant-layout-sider .ant-menu-item").last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-i28-b/menu-1440x600-${lang}.png` });
  });
}
