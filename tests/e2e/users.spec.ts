import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName } from "./helpers";

const rows = (page: Page) => page.locator(".ant-table-tbody tr.ant-table-row");
const shots = process.env.SCREENSHOTS_DIR;

test("an admin creates a user with a role, finds it by filters and edits it", async ({ page, signInAs }) => {
  await signInAs(page, "admin");
  await page.getByRole("menuitem", { name: "Usuarios" }).first().click();
  await page.getByRole("menuitem", { name: "Usuarios" }).last().click();
  await expect(page).toHaveURL(/\/users(\?|$)/);
  // Other specs add users of their own (example.test), enough to fill the first page: the demo
  // users are found by their domain.
  await page.getByTestId("user-filters").getByLabel("Correo electrónico", { exact: true }).fill("@demo.test");
  const filtered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/users" && r.url().includes("demo.test"),
  );
  await page.getByRole("button", { name: "Filtrar" }).click();
  expect((await filtered).status()).toBe(200);
  for (const email of ["superadmin@demo.test", "admin@demo.test", "commercial@demo.test", "client@demo.test"]) {
    await expect(rows(page).filter({ has: page.getByText(email, { exact: true }) })).toHaveCount(1);
  }
  await expect(rows(page).filter({ hasText: "example.test" })).toHaveCount(0);

  const name = uniqueName("Lucía");
  const email = `${name.split(" ")[1]}@demo.test`;
  await page.getByTestId("user-create").click();
  const drawer = page.locator(".ant-drawer-content");
  await drawer.getByLabel("Nombre", { exact: true }).fill(name);
  await drawer.getByLabel("Correo electrónico").fill(email);
  await drawer.getByLabel("Contraseña").fill("Qx7-secreto");
  await drawer.getByLabel("Teléfono").fill("612345678");
  await drawer.getByLabel("DNI/NIE").fill("12345678A");
  // The role is required, and an admin cannot pick superadmin.
  await drawer.getByTestId("user-save").click();
  await expect(drawer.getByText("Selecciona un rol")).toBeVisible();
  await drawer.getByTestId("user-roles").click();
  await expect(page.locator(".ant-select-item-option-disabled")).toContainText("Superadministrador");
  await page.locator(".ant-select-item-option").filter({ hasText: "Comercial" }).click();
  await page.keyboard.press("Escape");
  await drawer.getByTestId("user-save").click();
  // The API refuses the DNI's control letter; the message lands on the field.
  await expect(drawer.getByText("DNI o NIE no válido")).toBeVisible();
  await drawer.getByLabel("DNI/NIE").fill("12345678Z");
  if (shots) await page.screenshot({ path: `${shots}/users-drawer-es.png` });
  await drawer.getByTestId("user-save").click();
  await expect(page.locator(".ant-drawer-content")).toHaveCount(0);

  await page.getByTestId("user-filters").getByLabel("Correo electrónico", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  await expect(rows(page).first()).toContainText("Comercial");
  await expect(page).toHaveURL(/filters/);

  await rows(page).first().getByRole("button", { name: "Editar" }).click();
  const edit = page.locator(".ant-drawer-content");
  await expect(edit.getByLabel("Teléfono")).toHaveValue("+34 612 34 56 78");
  await edit.getByLabel("Apellidos").fill("García");
  await edit.getByTestId("user-save").click();
  await expect(rows(page).first()).toContainText(`${name} García`);

  // Filter by role: only client users, the demo one with the lead client it belongs to.
  await page.getByTestId("user-filters").getByLabel("Correo electrónico", { exact: true }).fill("");
  await page.getByTestId("user-filters").getByRole("combobox", { name: "Rol" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "Cliente" }).click();
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(rows(page).filter({ has: page.getByText("client@demo.test", { exact: true }) })).toContainText(
    "Academia Ejemplo",
  );
  await expect(rows(page).filter({ has: page.getByText("admin@demo.test", { exact: true }) })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: "Comercial" })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/users-list-es.png`, fullPage: true });
});

for (const role of ["commercial", "client"] as const) {
  test(`${role} users see no users menu and get a 403 page on /users`, async ({ page, signInAs }) => {
    await signInAs(page, role);
    await expect(page.getByRole("menuitem", { name: "Proyectos" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Usuarios" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Configuración" })).toHaveCount(0);
    await page.goto("/users");
    await expect(page.getByText("No tienes permiso para ver esta página.")).toBeVisible();
  });
}
