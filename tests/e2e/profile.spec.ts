import { expect, test } from "./fixtures/test";
import { signIn, signOut } from "./helpers";

// Each test changes its user (language, phone, avatar): an account of its own, so the demo users
// the other tests share stay as seeded whatever happens here.
const shots = process.env.SCREENSHOTS_DIR;

test("a user edits their profile language and the interface switches, also on the next sign-in", async ({
  page,
  newUser,
}) => {
  const user = await newUser("client");
  await signIn(page, user.email, user.password);
  await page.getByTestId("header-profile").click();
  await expect(page).toHaveURL(/\/users\/profile$/);
  await expect(page.getByRole("heading", { name: "Mi perfil" })).toBeVisible();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Desactivada");
  if (shots) await page.screenshot({ path: `${shots}/profile-es.png`, fullPage: true });

  const form = page.getByTestId("profile-form");
  await form.getByLabel("Teléfono").fill("600 11 22 33");
  await page.getByTestId("profile-language").click();
  await page.locator(".ant-select-item-option").filter({ hasText: "English" }).click();
  await page.getByTestId("profile-save").click();
  await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
  await expect(form.getByLabel("Phone")).toHaveValue("+34 600 11 22 33");
  // The change shows in the recent activity.
  await expect(page.locator(".ant-table-tbody").getByText("Updated").first()).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/profile-en.png`, fullPage: true });

  // Sign out, switch the login page to Spanish: signing in brings the user's English back.
  await signOut(page);
  await page.evaluate(() => window.localStorage.setItem("lang", "es"));
  await signIn(page, user.email, user.password);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("the language chosen on the sign-in page stays after signing in and goes to the profile", async ({
  page,
  newUser,
}) => {
  const user = await newUser("client");
  await page.goto("/auth/login");
  await page.getByRole("radio", { name: "EN", exact: true }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await signIn(page, user.email, user.password);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.getByTestId("header-profile").click();
  await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
  await expect(page.getByTestId("profile-language")).toContainText("English");
});

test("a user uploads an avatar and sees it in the header; a wrong password is refused", async ({ page, newUser }) => {
  const user = await newUser("commercial");
  await signIn(page, user.email, user.password);
  await page.goto("/users/profile");
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
    "base64",
  );
  await page.locator("input[type=file]").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Imagen subida")).toBeVisible();
  await expect(page.getByTestId("profile-avatar").locator("img")).toHaveAttribute("src", /^blob:/);
  await expect(page.getByTestId("header-profile").locator("img")).toHaveAttribute("src", /^blob:/);

  const form = page.getByTestId("password-form");
  await form.getByLabel("Contraseña actual").fill("wrong-password");
  await form.getByLabel("Nueva contraseña").fill("Otra-clave-9");
  await form.getByLabel("Confirmar contraseña").fill("Otra-clave-9");
  await form.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(form.getByText("La contraseña actual no es correcta")).toBeVisible();
});
