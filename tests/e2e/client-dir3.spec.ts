import { expect, test } from "./fixtures/test";
import { uniqueName } from "./helpers";

// Issue 29, Facturae: a client that is a public body carries its three DIR3 codes. The form
// shows them once "public body" is ticked, and the client's page shows them only for such a client.
test.use({ role: "admin" });

test("an admin marks a client as a public body and fills its three DIR3 codes", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const client = await admin.post("lead-clients", { name: uniqueName("Ayuntamiento de Prueba") });
  await page.goto(`/crm/clients/edit/${client.id}`);
  const form = page.locator("form");
  const office = form.getByLabel("Oficina contable (DIR3)", { exact: true });
  await expect(form.getByLabel("Administración pública (factura por FACe)", { exact: true })).toBeVisible();
  await expect(office).toHaveCount(0);

  await form.getByLabel("Administración pública (factura por FACe)", { exact: true }).check();
  await office.fill("L01280796");
  await form.getByLabel("Órgano gestor (DIR3)", { exact: true }).fill("L01280797");
  await form.getByLabel("Unidad tramitadora (DIR3)", { exact: true }).fill("L01280798");
  const saved = page.waitForResponse(
    (r) => r.request().method() === "PATCH" && new URL(r.url()).pathname === `/api/lead-clients/${client.id}`,
  );
  await page.getByRole("button", { name: /Guardar$/ }).click();
  expect((await saved).status()).toBe(200);
  const row = await admin.get(`lead-clients/${client.id}`);
  expect(row).toMatchObject({
    public_body: true,
    dir3_accounting_office: "L01280796",
    dir3_managing_body: "L01280797",
    dir3_processing_unit: "L01280798",
  });

  await page.goto(`/crm/clients/show/${client.id}`);
  await expect(page.locator(".ant-descriptions").getByText("Órgano gestor (DIR3)", { exact: true })).toBeVisible();
  const other = await admin.post("lead-clients", { name: uniqueName("Comercio de Prueba") });
  await page.goto(`/crm/clients/show/${other.id}`);
  await expect(
    page.locator(".ant-descriptions").getByText("Administración pública (factura por FACe)", { exact: true }),
  ).toBeVisible();
  await expect(page.locator(".ant-descriptions").getByText("Órgano gestor (DIR3)", { exact: true })).toHaveCount(0);
});
