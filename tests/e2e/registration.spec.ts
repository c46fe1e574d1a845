import { expect, test } from "./fixtures/test";
import { useLanguage } from "./helpers";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test("a visitor creates an account from the login page and lands on the dashboard", async ({ page }) => {
  const email = `nuevo.${unique()}@example.com`;
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole("heading", { name: "Crear cuenta" })).toBeVisible();

  // The form applies the spec's rules before calling the API.
  await page.getByLabel("Nombre completo").fill("Ana");
  await page.getByLabel("Correo electrónico").fill("no-es-correo");
  await page.getByLabel("Contraseña", { exact: true }).fill("123");
  await page.getByLabel("Confirmar contraseña").fill("321");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Debe tener al menos 6 caracteres")).toHaveCount(2);
  await expect(page.getByText("Debe ser un correo electrónico válido")).toBeVisible();
  await expect(page.getByText("Las contraseñas no coinciden")).toBeVisible();
  await expect(page.getByText("Debe aceptar los términos y condiciones")).toBeVisible();

  // A common password is refused by the API, on its field.
  await page.getByLabel("Nombre completo").fill("Nuevo Cliente Prueba");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill("password123");
  await page.getByLabel("Confirmar contraseña").fill("password123");
  await page.getByLabel("Acepto los términos y condiciones").check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.locator(".ant-form-item-explain-error")).toHaveText("Esta contraseña es demasiado común. Elija otra más difícil de adivinar.");
  await expect(page).toHaveURL(/\/auth\/register$/);

  await page.getByLabel("Contraseña", { exact: true }).fill("Girasol-Azul-2026");
  await page.getByLabel("Confirmar contraseña").fill("Girasol-Azul-2026");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Cuenta creada. ¡Bienvenido!")).toBeVisible();
  await expect(page.getByTestId("header-user")).toHaveText("Nuevo Cliente Prueba");
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
  expect(user).toMatchObject({ email, role: "client" });

  // Signed in: the auth pages send the user home.
  await page.goto("/auth/register");
  await expect(page).toHaveURL(/\/$/);
});

test("an email that already has an account is refused on its field, in English", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/auth/register");
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByLabel("Email").fill("admin@demo.test");
  await page.getByLabel("Password", { exact: true }).fill("Girasol-Azul-2026");
  await page.getByLabel("Confirm password").fill("Girasol-Azul-2026");
  await page.getByLabel("I accept the terms and conditions").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator(".ant-form-item-explain-error")).toHaveText("An account with this email already exists");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
