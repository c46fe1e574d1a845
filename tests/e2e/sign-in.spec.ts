import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test("a visitor is sent to the login page, signs in and out", async ({ page }) => {
  await page.goto("/projects/nomenclators/project-states");
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();

  await signIn(page, "admin@demo.test");
  await expect(page.getByText("Usuario autenticado correctamente")).toBeVisible();
  await expect(page.getByTestId("header-user")).toHaveText("Alberto Administrador");
  const stored = await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("refresh_token"), localStorage.getItem("user")]);
  expect(stored.every(Boolean)).toBe(true);

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("wrong credentials are refused on the email field", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Correo electrónico").fill("admin@demo.test");
  await page.getByLabel("Contraseña").fill("wrong-password");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.locator(".ant-form-item-explain-error").first()).toHaveText("Las credenciales no son correctas");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("the login form applies the spec's rules before calling the API", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Correo electrónico").fill("not-an-email");
  await page.getByLabel("Contraseña").fill("123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Debe ser un correo electrónico válido")).toBeVisible();
  await expect(page.getByText("Debe tener al menos 6 caracteres")).toBeVisible();
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/this/does/not/exist");
  await expect(page.getByText("Página no encontrada")).toBeVisible();
  await page.getByRole("button", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("each role sees its own menu", async ({ page }) => {
  await signIn(page, "client@demo.test");
  const menu = page.locator(".ant-layout-sider, .ant-drawer");
  await expect(menu.getByText("Formación")).toBeVisible();
  await expect(menu.getByText("Usuarios")).toHaveCount(0);
  await page.goto("/projects/nomenclators/project-managers");
  await expect(page.getByText("No tiene permiso para ver esta página.")).toBeVisible();
});
