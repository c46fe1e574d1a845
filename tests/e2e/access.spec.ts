import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, signIn, uniqueName } from "./helpers";

const SHOTS = process.env.SCREENSHOT_DIR;

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { email: "admin@demo.test", password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).access_token;
}

/** Every label in the side menu, with its groups opened. */
async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.locator(".ant-layout-sider .ant-menu").first();
  await expect(menu).toBeVisible();
  const read = async () => (await menu.locator(".ant-menu-title-content:visible").allInnerTexts()).map((s) => s.trim()).filter(Boolean);
  const labels = new Set(await read());
  // Groups render their items once opened; opening one may close another, so read after each.
  const groups = await menu.locator(".ant-menu-submenu > .ant-menu-submenu-title").allInnerTexts();
  for (const group of groups) {
    await menu.locator(".ant-menu-submenu-title", { hasText: group.trim() }).first().click();
    await page.waitForTimeout(300);
    for (const label of await read()) labels.add(label);
  }
  return [...labels];
}

test("a client's menu shows only what it may see, and its client list only its own client", async ({ page, request }) => {
  const other = uniqueName("Competidor");
  const created = await request.post("/api/lead-clients", { data: { name: other }, headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(created.status()).toBe(201);

  await signIn(page, "client@demo.test");
  const labels = await menuLabels(page);
  // Its own projects (read-only) with their Gantt and task board; no staff lists.
  const visible = ["Panel", "Proyectos", "Diagrama de Gantt", "Tablero de tareas", "CRM", "Clientes", "Formación", "Tipos de curso", "Niveles académicos"];
  for (const label of visible) expect(labels).toContain(label);
  for (const hidden of ["Responsables de proyecto", "Estados de lead", "Registros", "Usuarios", "Tipos de campaña"]) expect(labels).not.toContain(hidden);

  await page.goto("/crm/clients");
  await expect(page.locator(".ant-table-tbody tr.ant-table-row")).toHaveCount(1);
  await expect(page.locator(".ant-table-tbody")).toContainText("Academia Ejemplo");
  await expect(page.locator(".ant-table-tbody")).not.toContainText(other);
  await expect(page.getByRole("button", { name: "Crear" })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/client-clients-es-1280.png`, fullPage: true });

  await page.goto("/users/logs");
  await expect(page.getByText("No tiene permiso para ver esta página.")).toBeVisible();
});

test("an admin's menu has the logs under users; a commercial's does not (English)", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.getByText("EN", { exact: true }).click();
  expect(await menuLabels(page)).toEqual(expect.arrayContaining(["Users", "Logs", "Clients"]));
  await page.getByRole("button", { name: /Sign out|Log ?out/i }).click().catch(() => undefined);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, "commercial@demo.test");
  await page.getByText("EN", { exact: true }).click();
  const labels = await menuLabels(page);
  expect(labels).toContain("Clients");
  expect(labels).not.toContain("Logs");
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/commercial-menu-en-390.png`, fullPage: true });
  }
});
