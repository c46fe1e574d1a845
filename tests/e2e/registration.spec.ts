import { expect, test } from "./fixtures/test";
import { mailTo } from "./fixtures/outbox";
import { chooseLanguage } from "./helpers";

// Registration answers the same whether the address has an account (issue 27): the account is
// made from the link mailed to a new address; an existing account's owner gets word of the try.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/auth\/register\/confirm\?token=[\w-]+/;

test("a visitor asks for an account from the login page, follows the mailed link and lands on the dashboard", async ({
  page,
  server,
}) => {
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
  await expect(page.getByText("Tienes que aceptar los términos y condiciones")).toBeVisible();

  // A common password is refused by the API, on its field.
  await page.getByLabel("Nombre completo").fill("Nuevo Cliente Prueba");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill("password123");
  await page.getByLabel("Confirmar contraseña").fill("password123");
  await page.getByLabel("Acepto los términos y condiciones").check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.locator(".ant-form-item-explain-error")).toHaveText(
    "Esta contraseña es demasiado común. Elige otra más difícil de adivinar.",
  );
  await expect(page).toHaveURL(/\/auth\/register$/);

  await page.getByLabel("Contraseña", { exact: true }).fill("Girasol-Azul-2026");
  await page.getByLabel("Confirmar contraseña").fill("Girasol-Azul-2026");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  // Nobody is signed in yet: the mail says what comes next.
  await expect(page.getByTestId("register-sent")).toContainText("Revisa tu correo");
  await expect(page.getByTestId("register-sent")).toContainText(`Te hemos enviado un correo a ${email}.`);
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();

  const link = CONFIRM_LINK.exec(await mailTo(server.dataDir, email, CONFIRM_LINK))![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Cuenta creada. ¡Bienvenido!")).toBeVisible();
  await expect(page.getByTestId("header-user")).toHaveText("Nuevo Cliente Prueba");
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
  expect(user).toMatchObject({ email, role: "client" });

  // Signed in: the auth pages send the user home.
  await page.goto("/auth/register");
  await expect(page).toHaveURL(/\/$/);
});

test("an email with an account gets the same answer, and its owner a mail to sign in or reset, in English", async ({
  page,
  server,
}) => {
  await chooseLanguage(page, "en");
  await page.goto("/auth/register");
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByLabel("Email").fill("admin@demo.test");
  await page.getByLabel("Password", { exact: true }).fill("Girasol-Azul-2026");
  await page.getByLabel("Confirm password").fill("Girasol-Azul-2026");
  await page.getByLabel("I accept the terms and conditions").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("register-sent")).toContainText("Check your email");
  await expect(page.getByTestId("register-sent")).toContainText(
    "We have sent an email to admin@demo.test. Follow its link to finish creating your account",
  );
  await expect(page.locator(".ant-form-item-explain-error")).toHaveCount(0);

  const mail = await mailTo(server.dataDir, "admin@demo.test", /\/auth\/forgot-password/);
  expect(mail).toMatch(/https?:\/\/[^\s"<>]+\/auth\/login/);
  expect(mail).not.toMatch(CONFIRM_LINK);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a mailed link that no longer works says so and offers the way back", async ({ page }) => {
  await page.goto("/auth/register/confirm?token=not-a-live-link");
  await expect(page.getByTestId("confirm-failed")).toHaveText(
    "Este enlace ya no sirve: ha caducado, ya se usó o la cuenta ya existe. Inicia sesión o vuelve a registrarte.",
  );
  await page.getByRole("link", { name: "Volver a registrarte" }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
});
