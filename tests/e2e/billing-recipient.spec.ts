import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures/test";
import type { Api } from "./fixtures/api";
import { uniqueName, chooseLanguage } from "./helpers";

// Issue 26, point 4: a complete invoice (F1) names its recipient whole. The admin, who issues
// invoices, sees in the editor what the client lacks before trying to issue, follows the link to
// the client's form, completes it, comes back to the editor with nothing missing and issues.
// Pictures of the editor and the client's form in Spanish and English at 1440 and 390 px when
// SCREENSHOTS_DIR names a folder.

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ role: "admin" });
const shots = process.env.SCREENSHOTS_DIR;

async function shot(target: Page | Locator, name: string): Promise<void> {
  if (!shots) return;
  if ("goto" in target) await target.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  else await target.screenshot({ path: `${shots}/${name}.png` });
}

/** A client with a name only, and a draft F1 for it. */
async function draftForBareClient(admin: Api, name: string): Promise<{ clientId: number; invoiceId: number }> {
  const client = await admin.post("lead-clients", { name });
  const series = (await admin.get("invoice-series?kind=standard&active=true"))[0];
  const today = new Date().toISOString().slice(0, 10);
  const invoice = await admin.post("invoices", {
    kind: "F1",
    series_id: series.id,
    client_id: client.id,
    issue_date: today,
    payment_method: "transfer",
    lines: [{ description: "Auditoría de accesibilidad", quantity: 1, unit_price: 45000, vat_rate: 21 }],
  });
  return { clientId: Number(client.id), invoiceId: Number(invoice.id) };
}

test("an admin sees what the client lacks, completes it from the editor's link and issues the F1", async ({
  page,
  apiAs,
}) => {
  const admin = apiAs("admin");
  const { clientId, invoiceId } = await draftForBareClient(admin, uniqueName("Estudio Bermejo"));

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/billings/${invoiceId}/edit`);
  const missing = page.getByTestId("recipient-missing");
  await expect(missing).toContainText(
    "Para emitir una factura completa, al cliente le falta: NIF/CIF, Dirección (calle y número), Código postal, "
      + "Población, Provincia.",
  );
  await shot(page, "billing-recipient-missing-es-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(missing).toBeVisible();
  await shot(page, "billing-recipient-missing-es-390");
  await page.setViewportSize({ width: 1440, height: 900 });

  // The invoice's own page says the same before the click.
  await page.goto(`/billings/${invoiceId}`);
  await expect(page.getByTestId("recipient-missing")).toContainText("NIF/CIF");
  await shot(page, "billing-draft-recipient-es-1440");

  // Completing the client: its form, then back to the editor.
  await page.goto(`/billings/${invoiceId}/edit`);
  await page.getByTestId("complete-client").click();
  await expect(page).toHaveURL(new RegExp(`/crm/clients/edit/${clientId}\\?returnTo=`));
  await page.getByLabel("NIF/CIF").fill("b-12345674");
  await page.getByLabel("Dirección (calle y número)").fill("Calle de Atocha 27");
  await page.getByLabel("Código postal").fill("28012");
  await page.getByLabel("Población").fill("Madrid");
  await shot(page, "billing-client-tax-es-1440");
  await page.getByRole("button", { name: "Guardar" }).click();

  await expect(page).toHaveURL(new RegExp(`/billings/${invoiceId}/edit$`));
  await expect(page.getByTestId("invoice-client-facts")).toContainText("B12345674 · Calle de Atocha 27, 28012 Madrid");
  await expect(page.getByTestId("recipient-missing")).toHaveCount(0);
  const client = await admin.get(`lead-clients/${clientId}`);
  expect(client).toMatchObject({ tax_id: "B12345674", tax_id_type: "nif", province: "Madrid", country: "ES" });

  // Issued from its page.
  await page.goto(`/billings/${invoiceId}`);
  await expect(page.getByTestId("recipient-missing")).toHaveCount(0);
  await page.getByTestId("invoice-issue").click();
  await page.getByRole("button", { name: "Emitir factura", exact: true }).click();
  await expect(page.getByTestId("invoice-state")).toHaveText("Emitida");
  const issued = await admin.get(`invoices/${invoiceId}`);
  expect(issued.number).toMatch(/^F\d{4}-\d{5}$/);
});

test("the editor says the same in English, at both widths", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const { invoiceId } = await draftForBareClient(admin, uniqueName("Harbour Books"));
  await chooseLanguage(page, "en");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/billings/${invoiceId}/edit`);
  const missing = page.getByTestId("recipient-missing");
  await expect(missing).toContainText(
    "To issue a complete invoice, the client still needs: Tax ID, Address (street and number), Postal code, Town "
      + "or city, Province.",
  );
  await expect(missing.getByRole("link", { name: "Complete the client" })).toBeVisible();
  await shot(page, "billing-recipient-missing-en-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(missing).toBeVisible();
  await shot(page, "billing-recipient-missing-en-390");
  await missing.getByRole("link", { name: "Complete the client" }).click();
  await expect(page.getByText("Tax details")).toBeVisible();
  await shot(page, "billing-client-tax-en-390");
});

for (const [lang, width] of [
  ["es", 1440],
  ["en", 390],
] as const) {
  test(`converting a lead asks for the tax data and says what is missing (${lang}, ${width} px)`, async ({
    page,
    apiAs,
  }) => {
    const admin = apiAs("admin");
    const tag = uniqueName("x").slice(2).replace(/\s/g, "");
    const lead = await admin.post("leads", {
      name: uniqueName("Lead fiscal"),
      company: `Empresa ${tag}`,
      email: `lead-${tag}@example.test`,
    });
    if (lang === "en") await chooseLanguage(page, "en");
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.goto(`/crm/lead-detail/${lead.id}`);
    await page.getByTestId("lead-convert").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("convert-tax")).toBeVisible();
    await dialog.getByTestId("convert-tax-id").fill("b12345674");
    await dialog.getByTestId("convert-address").fill("Calle Luna 3");
    await dialog.getByTestId("convert-postal-code").fill("28004");
    const hint = dialog.getByTestId("convert-tax-missing");
    await expect(hint).toContainText(lang === "es" ? "falta Población" : "missing Town or city");
    await shot(page, `lead-convert-tax-${lang}-${width}`);
    await dialog.getByRole("button", { name: lang === "es" ? "Convertir" : "Convert" }).click();
    const links = page.getByTestId("lead-converted-links");
    await expect(links.getByTestId("lead-client-missing")).toContainText(lang === "es" ? "Población" : "Town or city");
    const converted = await admin.get(`leads/${lead.id}`);
    const client = await admin.get(`lead-clients/${converted.converted_client_id}`);
    expect(client).toMatchObject({
      tax_id: "B12345674",
      address: "Calle Luna 3",
      postal_code: "28004",
      province: "Madrid",
      city: null,
    });
    await shot(page, `lead-converted-missing-${lang}-${width}`);
  });
}
