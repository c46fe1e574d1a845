import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures/test";
import { makeCertificate, makeTestCa } from "../fixtures/certificates";

// Issue 29, the company side in the browser: an admin chooses the VeriFactu mode (refused until a
// certificate is uploaded), uploads the company's certificate from a file (made here by a test CA),
// sees its holder and expiry (and the warning in its last 30 days), and every signed-in user opens
// the producer's declaration from the header.
//
// It leaves the worker's company in VERI*FACTU, which holds for the rest of the year by design.

test.use({ role: "admin" });

const DAY = 86_400_000;
const ca = makeTestCa();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-certificate-"));
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A certificate as an admin would have it: a .p12 file on disk, and its password. */
function certificateFile(name: string, notAfter: Date) {
  const cert = makeCertificate(ca, { nif: "89890001K", name, notAfter });
  const file = path.join(dir, `${name.replace(/\W+/g, "-")}.p12`);
  fs.writeFileSync(file, cert.pfx);
  return { file, password: cert.password };
}

/** dd/mm/yyyy, as the Spanish screens show a date (noon UTC: the same day in any zone near Spain). */
const shown = (date: Date) => date.toISOString().slice(0, 10).split("-").reverse().join("/");
const noonIn = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / DAY) * DAY + DAY / 2);

test("an admin uploads the certificate, chooses VERI*FACTU and opens the declaration", async ({ page }) => {
  await page.goto("/company");
  const modeCard = page.getByTestId("verifactu-card");
  const certCard = page.getByTestId("certificate-card");
  await expect(modeCard.getByText("Modalidad VERI*FACTU")).toBeVisible();
  await expect(modeCard.getByLabel(/^No VERI\*FACTU/)).toBeChecked();

  // Not without a certificate: the API's reason shows under the choice.
  await modeCard.getByLabel(/^VERI\*FACTU: cada registro/).check();
  await page.getByTestId("verifactu-save").click();
  await expect(
    modeCard.getByText(/Para elegir VERI\*FACTU, sube antes un certificado electrónico vigente/),
  ).toBeVisible();

  // A wrong password is refused under the password.
  const soon = certificateFile("Gestion Demo Caduca", noonIn(10));
  await certCard.locator("input[type=file]").setInputFiles(soon.file);
  await page.getByTestId("certificate-password").fill("no-es-esta");
  await page.getByTestId("certificate-upload").click();
  await expect(certCard.getByText("La contraseña del certificado no es correcta")).toBeVisible();

  // One that expires in ten days is kept, with the warning.
  await page.getByTestId("certificate-password").fill(soon.password);
  await page.getByTestId("certificate-upload").click();
  await expect(page.getByText("Certificado guardado")).toBeVisible();
  await expect(page.getByTestId("certificate-expiring")).toContainText(`El certificado caduca el ${shown(noonIn(10))}`);

  // A new one replaces it: its holder, NIF and expiry show, and the warning goes.
  const notAfter = noonIn(365);
  const good = certificateFile("Gestion Demo", notAfter);
  await certCard.locator("input[type=file]").setInputFiles(good.file);
  await page.getByTestId("certificate-password").fill(good.password);
  await page.getByTestId("certificate-upload").click();
  await expect(page.getByTestId("certificate-holder")).toContainText("CN=Gestion Demo - 89890001K");
  await expect(page.getByTestId("certificate-nif")).toHaveText("89890001K");
  await expect(page.getByTestId("certificate-expires")).toHaveText(shown(notAfter));
  await expect(page.getByTestId("certificate-expiring")).toHaveCount(0);

  await modeCard.getByLabel(/^VERI\*FACTU: cada registro/).check();
  await page.getByTestId("verifactu-save").click();
  await expect(page.getByText("Modalidad guardada")).toBeVisible();
  await expect(page.getByTestId("verifactu-since")).toContainText("VERI*FACTU elegido el");

  // It holds after a reload, and going back is refused for the rest of the year.
  await page.reload();
  await expect(page.getByTestId("verifactu-card").getByLabel(/^VERI\*FACTU: cada registro/)).toBeChecked();
  await expect(page.getByTestId("certificate-holder")).toContainText("Gestion Demo");
  await page
    .getByTestId("verifactu-card")
    .getByLabel(/^No VERI\*FACTU/)
    .check();
  await page.getByTestId("verifactu-save").click();
  await expect(
    page
      .getByTestId("verifactu-card")
      .getByText(/VERI\*FACTU se ha usado en \d{4} y se mantiene hasta el 31 de diciembre/),
  ).toBeVisible();

  await page.getByTestId("verifactu-declaration-link").click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByTestId("declaration-title")).toHaveText(
    "Declaración responsable del sistema informático de facturación",
  );
  await expect(page.getByTestId("declaration-items").locator("li")).toHaveCount(12);
});

test("every signed-in user opens the declaration from the header", async ({ page, signInAs }) => {
  await signInAs(page, "client");
  await page.getByTestId("header-about").click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { name: "Acerca de" })).toBeVisible();
  await expect(page.getByTestId("about-version")).toHaveText(/^\d+\.\d+\.\d+/);
  const items = page.getByTestId("declaration-items");
  await expect(items.getByText("Nombre del sistema informático:")).toBeVisible();
  await expect(items.getByText(/Orden HAC\/1177\/2024/)).toBeVisible();
  await expect(page.getByTestId("declaration-annex").locator("li")).toHaveCount(3);
});
