import { expect, test } from "./fixtures/test";
import { uniqueName } from "./helpers";

test.use({ role: "admin" });

const shots = process.env.SCREENSHOTS_DIR;

test("an admin edits the company and the change persists", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("menuitem", { name: "Configuración" }).click();
  await page.getByRole("menuitem", { name: "Empresa" }).click();
  await expect(page).toHaveURL(/\/company$/);
  const form = page.getByTestId("company-form");
  const name = uniqueName("Academia");
  await form.getByLabel("Nombre comercial").fill(name);
  await form.getByLabel("NIF/CIF").fill("B12345675");
  await form.getByLabel("Sitio web").fill("www.academia.test");
  await page.getByTestId("company-save").click();
  await expect(form.getByText("NIF/CIF no válido")).toBeVisible();
  await form.getByLabel("NIF/CIF").fill("B12345674");
  await page.getByTestId("company-save").click();
  await expect(page.getByText("Datos de la empresa guardados")).toBeVisible();
  await expect(form.getByLabel("Sitio web")).toHaveValue("https://www.academia.test/");
  if (shots) await page.screenshot({ path: `${shots}/company-es.png`, fullPage: true });

  await page.reload();
  await expect(page.getByTestId("company-form").getByLabel("Nombre comercial")).toHaveValue(name);
  await expect(page.getByTestId("company-form").getByLabel("NIF/CIF")).toHaveValue("B12345674");
});

test("a client reads the company but cannot edit it", async ({ page, signInAs }) => {
  await signInAs(page, "client");
  await expect(page.getByRole("menuitem", { name: "Configuración" })).toHaveCount(0);
  await page.goto("/company");
  await expect(page.getByText("Solo los administradores pueden modificar estos datos.")).toBeVisible();
  await expect(page.getByTestId("company-form").getByLabel("Nombre comercial")).toBeDisabled();
  await expect(page.getByTestId("company-save")).toHaveCount(0);
  await expect(page.getByText("Serie de facturas")).toHaveCount(0);
});
