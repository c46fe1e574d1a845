import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName, chooseLanguage } from "./helpers";

test.use({ role: "admin" });

const rows = (page: Page) => page.locator(".ant-table-tbody tr.ant-table-row");

test("an admin lists, filters, sorts, creates, edits and deletes a project state", async ({ page }) => {
  await page.goto("/projects/nomenclators/project-states");
  await expect(page.getByRole("heading", { name: "Estados de proyecto" })).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).first()).toContainText("Planificación");

  // Sort by name, descending, through the column header; the URL keeps the state.
  const nameHeader = page.locator("th").filter({ hasText: "Nombre" }).first();
  await nameHeader.click();
  await nameHeader.click();
  await expect(rows(page).first()).toContainText("Planificación");
  await expect(rows(page).last()).toContainText("Cancelado");
  await expect(page).toHaveURL(/sorters/);

  // Filter a column: only the inactive state.
  await page.locator("th").filter({ hasText: "Activo" }).locator(".ant-table-filter-trigger").first().click();
  const dropdown = page.locator(".ant-table-filter-dropdown");
  await dropdown.getByText("No", { exact: true }).click();
  await dropdown.getByRole("button", { name: /Aceptar|OK/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Cancelado");
  await expect(page).toHaveURL(/filters/);
  await page.locator("th").filter({ hasText: "Activo" }).locator(".ant-table-filter-trigger").first().click();
  await dropdown.getByRole("button", { name: /Reiniciar|Reset/ }).click();
  await dropdown.getByRole("button", { name: /Aceptar|OK/ }).click();
  await expect(rows(page)).toHaveCount(5);

  // Search, accent- and case-insensitive.
  await page.getByRole("searchbox").or(page.getByPlaceholder("Buscar…")).first().fill("PLANIFICACION");
  await page.getByPlaceholder("Buscar…").press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await page.getByPlaceholder("Buscar…").fill("");
  await page.getByPlaceholder("Buscar…").press("Enter");
  await expect(rows(page)).toHaveCount(5);

  // Create.
  const name = uniqueName("Revisión");
  await page.getByRole("button", { name: "Crear" }).click();
  await expect(page).toHaveURL(/\/project-states\/create$/);
  await page.locator("form").getByLabel("Nombre", { exact: true }).fill(name);
  await page.locator("form").getByLabel("Descripción", { exact: true }).fill("Creado desde la prueba");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(`Estado de proyecto «${name}» creado`)).toBeVisible();

  // A duplicate name is refused on the field.
  await page.goto("/projects/nomenclators/project-states/create");
  await page.locator("form").getByLabel("Nombre", { exact: true }).fill(name.toUpperCase());
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(
    page.locator(".ant-form-item-explain-error").filter({ hasText: "Ya existe un registro con este valor" }),
  ).toBeVisible();

  // Edit.
  await page.goto("/projects/nomenclators/project-states");
  await page.getByPlaceholder("Buscar…").fill(name);
  await page.getByPlaceholder("Buscar…").press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await rows(page)
    .first()
    .getByRole("button", { name: "Editar" })
    .or(rows(page).first().locator("button.refine-edit-button, a.refine-edit-button"))
    .first()
    .click();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  const renamed = `${name} bis`;
  await expect(page.locator("form").getByLabel("Nombre", { exact: true })).toHaveValue(name);
  await page.locator("form").getByLabel("Nombre", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page).toHaveURL(/\/project-states\/show\/\d+$/);
  await expect(page.getByText(renamed).first()).toBeVisible();
  await page.goto("/projects/nomenclators/project-states");
  await page.getByPlaceholder("Buscar…").fill(renamed);
  await page.getByPlaceholder("Buscar…").press("Enter");
  await expect(rows(page)).toHaveCount(1);

  // Delete only after typing the name.
  await rows(page).first().getByRole("button", { name: "Eliminar" }).click();
  const dialog = page.getByRole("dialog");
  const confirm = dialog.getByRole("button", { name: "Eliminar" });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox").fill("otro nombre");
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox").fill(renamed);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(`Estado de proyecto «${renamed}» eliminado`)).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test("a commercial user reads lists but cannot change them", async ({ page, signInAs }) => {
  await signInAs(page, "commercial", "/crm/lead-status");
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Crear" })).toHaveCount(0);
  await expect(rows(page).first().getByRole("button", { name: "Eliminar" })).toHaveCount(0);
});

test("the language switch changes the interface and persists", async ({ page }) => {
  await page.goto("/course_types");
  await expect(page.getByRole("heading", { name: "Tipos de curso" })).toBeVisible();
  await page.getByText("EN", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Course types" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Course types" })).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Sign out" }).or(page.getByRole("button", { name: "Log out" })),
  ).toBeVisible();
});

test("English users get English validation from the API", async ({ page }) => {
  await chooseLanguage(page, "en");
  await page.goto("/client_types/create");
  await page.locator("form").getByLabel("Name", { exact: true }).fill("Duplicated code");
  await page.locator("form").getByLabel("Code", { exact: true }).fill("PART");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.locator(".ant-form-item-explain-error").filter({ hasText: "A record with this value already exists" }),
  ).toBeVisible();
});
