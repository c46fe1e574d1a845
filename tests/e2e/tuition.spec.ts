import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures/test";
import type { Api } from "./fixtures/api";
import { createCourse, newFamily } from "./fixtures/education";
import { chooseLanguage } from "./helpers";

// Monthly fees and SEPA (issue 14), on the "Remesas" screen: an admin saves the creditor, runs a
// month (one draft per client), issues the drafts, makes the SEPA remittance (the demo client has
// a mandate, a new family has none), downloads its pain.008 file and marks the debit returned.
// The month is years ahead and only this spec's course runs in it, so the demo's own academy
// (whose school year runs now) is never charged and no other spec sees these invoices.

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ role: "admin" });

const SHOTS = "/tmp/shots-tuition";
const euros = (cents: number, lang = "es") =>
  new Intl.NumberFormat(lang, { style: "currency", currency: "EUR", useGrouping: "always" }).format(cents / 100);
/** Valid Spanish account and creditor data (ibantools and sepa.js check both). */
const CREDITOR = {
  name: "Academia Demo E2E S.L.",
  id: "ES11ZZZB12345674",
  iban: "ES91 2100 0418 4502 0005 1332",
  bic: "CAIXESBBXXX",
};
const FAMILY_ADDRESS = {
  address: "Calle del Prado 4",
  postal_code: "28014",
  city: "Madrid",
  province: "Madrid",
  country: "ES",
};
const DEMO_IBAN = "ES7921000813610123456789";

function farMonth(): { month: string; first: string; last: string } {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear() + 4, now.getUTCMonth(), 1));
  const month = d.toISOString().slice(0, 7);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  return { month, first: `${month}-01`, last };
}

async function savedText(download: Promise<Download>): Promise<string> {
  return fs.readFileSync((await (await download).path())!, "utf8");
}

/** The XML read by the browser's own parser: the elements' texts by tag name. */
async function xmlTexts(page: Page, xml: string, tags: string[]): Promise<Record<string, string[]>> {
  return page.evaluate(
    ({ text, names }) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.getElementsByTagName("parsererror").length) throw new Error("not XML");
      return Object.fromEntries(
        names.map((n) => [n, [...doc.getElementsByTagName(n)].map((e) => e.textContent ?? "")]),
      );
    },
    { text: xml, names: tags },
  );
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function demoClientMandate(admin: Api, clientId: number): Promise<string> {
  const client = await admin.get(`lead-clients/${clientId}`);
  if (client.iban && client.mandate_id && client.mandate_signed_on) return client.mandate_id;
  const mandateId = `MND-E2E-${clientId}`;
  await admin.patch(`lead-clients/${clientId}`, {
    iban: DEMO_IBAN,
    bic: "CAIXESBBXXX",
    mandate_id: mandateId,
    mandate_signed_on: "2025-09-01",
    version: client.version,
  });
  return mandateId;
}

test("an admin runs a month's fees, issues them, makes the SEPA remittance, downloads it and records a return", async ({
  page,
  apiAs,
}) => {
  const admin = apiAs("admin");
  const { month, first, last } = farMonth();
  const demoClientId: number = (await apiAs("client").get("me")).data.client_id;
  const mandateId = await demoClientMandate(admin, demoClientId);
  const familyName = `Familia Sin Mandato ${Date.now().toString(36)}`;
  const family = await newFamily(admin, familyName);
  const course = await createCourse(admin, {
    name: `Robótica E2E ${month}`,
    seats: 5,
    start_date: first,
    end_date: last,
    monthly_price: 4500,
    enrollment_fee: 0,
  });
  for (const [clientId, student] of [
    [demoClientId, "Nora"],
    [family.clientId, "Pablo"],
  ] as const) {
    const registration = await admin.post("course-registrations", {
      client_id: clientId,
      course_id: course.id,
      student_name: student,
    });
    expect(registration.status).toBe("confirmed");
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/billings/remittances?month=${month}`);
  await expect(page.getByRole("heading", { name: "Remesas" })).toBeVisible();
  await expect(page.getByTestId("preview-registrations")).toContainText("2");
  await expect(page.getByTestId("preview-clients")).toContainText("2");
  await expect(page.getByTestId("preview-total")).toContainText(euros(9000));

  // The creditor's details, saved from the settings card.
  const settings = page.getByTestId("tuition-settings-form");
  await settings.getByLabel("Nombre del acreedor").fill(CREDITOR.name);
  await settings.getByLabel("Identificador de acreedor SEPA").fill(CREDITOR.id);
  await settings.getByLabel("IBAN de la cuenta de cobro").fill(CREDITOR.iban);
  await settings.getByLabel("BIC").fill(CREDITOR.bic);
  await page.getByTestId("tuition-settings-save").click();
  await expect(page.getByText("Ajustes de remesas guardados.")).toBeVisible();
  await expect(settings.getByLabel("IBAN de la cuenta de cobro")).toHaveValue(CREDITOR.iban.replaceAll(" ", ""));

  // The month's run: one draft per client.
  await page.getByTestId("tuition-run").click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: "Generar mensualidades" }).click();
  await expect(page.getByText("Se han creado 2 borradores de factura.")).toBeVisible();
  const row = page.getByTestId(`tuition-run-${month}`);
  await expect(row.getByTestId("run-drafts")).toHaveText("2 borradores");
  await expect(page.getByTestId("preview-charged")).toContainText("2");
  await expect(page.getByTestId("tuition-run")).toBeDisabled();
  await shoot(page, "es-1280-drafts");

  // A complete invoice needs the family's tax data (RD 1619/2012, art. 6): the refusal names the
  // family, and nothing is issued until it is completed.
  await row.getByTestId("run-issue").click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: "Emitir borradores" }).click();
  await expect(
    page.getByText(
      `datos fiscales (NIF y dirección completa) de estos clientes antes de emitir sus facturas: ${familyName}.`,
    ),
  ).toBeVisible();
  await expect(row.getByTestId("run-drafts")).toHaveText("2 borradores");
  await admin.patch(`lead-clients/${family.clientId}`, { tax_id_type: "nif", tax_id: "12345678Z", ...FAMILY_ADDRESS });
  await row.getByTestId("run-issue").click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: "Emitir borradores" }).click();
  await expect(page.getByText("Se han emitido 2 facturas.")).toBeVisible();
  await expect(row.getByTestId("run-issued")).toHaveText("2 emitidas");

  // The remittance: the demo client's debit; the family without a mandate is left out.
  await row.getByTestId("run-remit").click();
  const modal = page.getByTestId("remittance-modal");
  await expect(modal.getByTestId("remittance-date")).toBeVisible();
  await shoot(page, "es-1280-remittance-modal");
  await page.getByTestId("remittance-submit").click();
  await expect(modal.getByTestId("remittance-created")).toContainText(`1 recibo por ${euros(4500)}`);
  await expect(modal.getByTestId("remittance-skipped")).toContainText("Sin mandato SEPA");
  await shoot(page, "es-1280-remittance-result");
  const download = page.waitForEvent("download");
  await modal.getByTestId("remittance-created-download").click();
  const xml = await savedText(download);
  const invoices = (await admin.get(`invoices?client_id=${demoClientId}&_sort=id&_order=desc&_end=1`)) as {
    id: number;
    number: string;
  }[];
  const texts = await xmlTexts(page, xml, ["NbOfTxs", "CtrlSum", "SeqTp", "MndtId", "Ustrd", "InstdAmt"]);
  expect(texts.NbOfTxs).toEqual(["1", "1"]);
  expect(texts.CtrlSum).toEqual(["45.00", "45.00"]);
  expect(texts.MndtId).toEqual([mandateId]);
  expect(texts.Ustrd).toEqual([invoices[0].number]);
  expect(["FRST", "RCUR"]).toContain(texts.SeqTp[0]);
  expect(xml).toContain("urn:iso:std:iso:20022:tech:xsd:pain.008.001.02");
  await page.locator(".ant-modal").getByRole("button", { name: "Cerrar" }).click();
  // The run's remittances open under its row.
  const remittances = page.getByTestId(`tuition-run-${month}-remittances`);
  await expect(remittances.getByTestId("run-remittance")).toContainText("1 recibo");
  expect((await admin.get(`invoices/${invoices[0].id}`)).status).toBe("paid");

  // The bank returns it: the invoice is owed again.
  await remittances.getByTestId("remittance-debits").click();
  const debits = page.getByTestId("debits-table");
  await expect(debits).toContainText(invoices[0].number);
  await shoot(page, "es-1280-debits");
  await debits.getByTestId("debit-return").click();
  const returnModal = page.locator(".ant-modal").filter({ has: page.getByTestId("return-modal") });
  await returnModal.getByLabel("Motivo de devolución").click({ force: true });
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: "AM04 · Saldo insuficiente" })
    .click();
  await returnModal.getByRole("button", { name: "Marcar devuelto" }).click();
  await expect(page.getByText(`la factura ${invoices[0].number} vuelve a estar pendiente`)).toBeVisible();
  await expect(debits.getByTestId("debit-status")).toContainText("Devuelto · AM04");
  expect(await admin.get(`invoices/${invoices[0].id}`)).toMatchObject({ status: "issued", paid_total: 0 });
  await page.locator(".ant-drawer-close").click();
  await expect(remittances.getByTestId("run-remittance")).toContainText("1 devuelto");

  // How it looks on a phone, and in English.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId(`tuition-run-${month}`).getByTestId("run-remittance")).toBeVisible();
  await shoot(page, "es-390");
  await chooseLanguage(page, "en");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Remittances" })).toBeVisible();
  // On a phone each run is a card, its remittances inside.
  const card = page.getByTestId(`tuition-run-${month}`);
  await expect(card.getByTestId("run-issued")).toHaveText("2 issued");
  await expect(card.getByTestId("run-remittance")).toContainText("1 returned");
  await shoot(page, "en-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, "en-1280");
  await remittances.getByTestId("remittance-debits").click();
  await expect(page.getByTestId("debits-table")).toContainText("Returned · AM04");
  await shoot(page, "en-1280-debits");
});

test("the screen and its endpoints are the admins'", async ({ page, signInAs, apiAs }) => {
  await signInAs(page, "commercial", "/billings/remittances");
  await expect(page.locator(".ant-result-403")).toBeVisible();
  expect(await apiAs("commercial").status("tuition/runs")).toBe(403);
  expect(await apiAs("client").status("tuition/settings")).toBe(403);
});
