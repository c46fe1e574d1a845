import fs from "node:fs";
import { expect as baseExpect } from "@playwright/test";
import { test } from "./fixtures/test";
import { chooseLanguage } from "./helpers";

// Issue 16: the words and details of the screens, in Spanish and English.
test.use({ viewport: { width: 1440, height: 900 }, role: "admin" });
// These screens load many lists at once; a busy machine may take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("create pages are titled 'Nuevo/Nueva <singular>' and 'New <singular>'", async ({ page }) => {
  await page.goto("/crm/lead-status/create");
  await expect(page.getByRole("heading", { name: "Nuevo estado de lead" })).toBeVisible();
  await page.goto("/projects/1?tab=issues");
  await expect(page.getByTestId("child-create")).toHaveText("Nueva incidencia");
});

test("in English the brand stays 'Gestión'", async ({ page }) => {
  await chooseLanguage(page, "en");
  await page.goto("/projects/nomenclators/project-states");
  // The page is in English first, so the brand is read in English too.
  await expect(page.getByRole("heading", { name: "Project states" })).toBeVisible();
  await expect(page.locator(".ant-layout-sider").getByText("Gestión", { exact: true })).toBeVisible();
  await expect(page.getByText("Management")).toHaveCount(0);
});

test("in English: 'New <singular>' and 'Reload'", async ({ page }) => {
  await chooseLanguage(page, "en");
  await page.goto("/crm/lead-status/create");
  await expect(page.getByRole("heading", { name: "New lead status" })).toBeVisible();
  await page.goto("/projects/nomenclators/project-states/show/1");
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
});

test("a show page lists no ID or version, reloads with 'Recargar' and shows icons as icons", async ({ page }) => {
  await page.goto("/projects/nomenclators/project-states/show/1");
  const details = page.locator(".ant-descriptions");
  await expect(details.getByText("Nombre", { exact: true })).toBeVisible();
  await expect(details.getByText("ID", { exact: true })).toHaveCount(0);
  await expect(details.getByText("Versión", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Recargar" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Actualizar" })).toHaveCount(0);
  await expect(details.locator("[title=schedule] svg")).toBeVisible();
  await expect(details.getByText("schedule")).toHaveCount(0);

  await page.goto("/projects/nomenclators/project-states");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await expect(page.locator(".ant-table-tbody").getByText("schedule", { exact: true })).toHaveCount(0);
  await expect(page.locator(".ant-table-tbody [title=schedule] svg")).toBeVisible();
});

test("CSV exports write Sí/No, not true/false", async ({ page }) => {
  await page.goto("/projects/nomenclators/project-states");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const csv = fs.readFileSync((await (await download).path())!, "utf8");
  expect(csv).toContain("Sí");
  expect(csv).not.toMatch(/\btrue\b|\bfalse\b/);
});

test("sign-out is offered once", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await expect(page.getByText("Cerrar sesión", { exact: true })).toHaveCount(1);
});

test("the projects list, the Gantt and a project's board have breadcrumbs", async ({ page }) => {
  await page.goto("/projects");
  await expect(page.locator(".ant-breadcrumb").getByRole("link", { name: "Proyectos" }).first()).toBeVisible();
  await page.goto("/projects/gantt");
  await expect(page.locator(".ant-breadcrumb")).toContainText("Diagrama de Gantt");
  await page.goto("/tasks/kanban/1");
  const trail = page.locator(".ant-breadcrumb");
  await expect(trail.getByRole("link", { name: "Web corporativa Academia Ejemplo" })).toHaveAttribute(
    "href",
    "/projects/1",
  );
  await expect(trail).toContainText("Tablero de tareas");
});

test("a long form lays its sections out in two columns on a wide screen and one on a phone", async ({ page }) => {
  await page.goto("/projects/create");
  await expect(page.getByRole("heading", { name: "Nuevo proyecto" })).toBeVisible();
  await expect(page.getByTestId("form-section-general")).toContainText("Datos generales");
  await expect(page.getByTestId("form-section-planning")).toContainText("Planificación");
  const name = await page.getByLabel("Nombre").boundingBox();
  const client = await page.getByLabel("Cliente").boundingBox();
  expect(Math.abs(name!.y - client!.y)).toBeLessThan(4);
  expect(client!.x).toBeGreaterThan(name!.x + name!.width);

  // Date pickers are wide enough for their placeholder.
  const start = page.getByLabel("Fecha de inicio");
  await expect(start).toHaveAttribute("placeholder", "Seleccionar fecha");
  expect(await start.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(async () => {
    const [n, c] = [await page.getByLabel("Nombre").boundingBox(), await page.getByLabel("Cliente").boundingBox()];
    expect(c!.y).toBeGreaterThan(n!.y + n!.height);
  }).toPass();
});
