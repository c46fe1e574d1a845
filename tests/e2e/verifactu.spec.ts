import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test as shared, type Role } from "./fixtures/test";
import type { Api } from "./fixtures/api";
import { verifactuServer, type E2eServer } from "./fixtures/servers";
import { agency, agencyEnv } from "./fixtures/fake-agency";
import { saveRoleState, start, stop } from "./global-setup";
import { makeCertificate } from "../fixtures/certificates";
import { strFromU8, unzipSync } from "fflate";

// Issue 29, the VeriFactu screens in the browser against the fake tax agency the global setup
// starts (fixtures/fake-agency.ts): an admin uploads the company's certificate (made by the
// agency's CA, the company's NIF), chooses VERI*FACTU, issues an invoice and sees it accepted on
// the invoice page and in Registros VeriFactu; the agency rejects the next one, the admin sees it
// rejected with the agency's answer, corrects it and sees the correction accepted; the dashboard
// counts what waits and what was rejected. In Spanish at 1440 px, in English at 390 px. First,
// in «NO VERI*FACTU» (every company's starting mode), the records are signed as they are made, the
// chains check intact and the inspection export holds every signed record and event.
//
// On a server of its own (fixtures/servers.ts, verifactuServer): VERI*FACTU mode cannot be left
// within the year, and on a shared server it would change what other specs' invoices print. The
// servers send only when asked (VERIFACTU_EVERY_MS is long), so "Enviar ahora" is what sends.

const test = shared.extend<object, { server: E2eServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const server = verifactuServer();
      const child = await start(server, agencyEnv(agency().info));
      try {
        for (const role of ["admin", "client"] as const) await saveRoleState(server, role);
        await use(server);
      } finally {
        stop([child]);
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

test.use({ role: "admin" });
test.describe.configure({ mode: "serial" });

const COMPANY_NIF = "89890001K";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-verifactu-"));
const shots = path.resolve("test-results", "verifactu-screens");
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
const SENT = /Enviados? \d+ registros?\./;
const today = () => new Date().toISOString().slice(0, 10);

async function draftInvoice(apiAs: (role: Role) => Api, text: string): Promise<number> {
  const clientId = (await apiAs("client").get("me")).data.client_id;
  const series = await apiAs("admin").get("invoice-series?kind=standard&_start=0&_end=10");
  const draft = await apiAs("admin").post("invoices", {
    client_id: clientId,
    series_id: series[0].id,
    issue_date: today(),
    lines: [{ description: text, quantity: 1, unit_price: 12000, vat_rate: 21 }],
  });
  return draft.id as number;
}

async function issueOnPage(page: Page, id: number, confirmText: RegExp, button: string): Promise<string> {
  await page.goto(`/billings/${id}`);
  await page.getByTestId("invoice-issue").click();
  await page.getByRole("dialog").filter({ hasText: confirmText }).getByRole("button", { name: button }).click();
  await expect(page.getByTestId("invoice-name")).toHaveText(/^F\d{4}-\d{5}$/);
  return (await page.getByTestId("invoice-name").textContent())!;
}

/** Sends now from Registros VeriFactu, until the queue has sent (the agency asks no wait). */
async function sendNow(page: Page, sentText: RegExp) {
  await expect(async () => {
    await page.getByTestId("verifactu-send-now").click();
    await expect(page.getByText(sentText).last()).toBeVisible({ timeout: 3000 });
  }).toPass();
}

/** A record's row in Registros VeriFactu (the desktop's table). */
const rowOf = (page: Page, number: string) => page.getByRole("row").filter({ hasText: number });

test("es, 1440 px, NO VERI*FACTU: a record signed when issued, the chains checked, everything exported", async ({
  page,
  apiAs,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const cert = makeCertificate(agency().ca, { nif: COMPANY_NIF, name: "Gestion Demo" });
  const file = path.join(dir, "empresa-propia.p12");
  fs.writeFileSync(file, cert.pfx);
  await page.goto("/company");
  await expect(page.getByTestId("verifactu-card").getByLabel(/^No VERI\*FACTU/)).toBeChecked();
  await page.getByTestId("certificate-card").locator("input[type=file]").setInputFiles(file);
  await page.getByTestId("certificate-password").fill(cert.password);
  await page.getByTestId("certificate-upload").click();
  await expect(page.getByTestId("certificate-nif")).toHaveText(COMPANY_NIF);

  const id = await draftInvoice(apiAs, "Auditoría propia");
  const number = await issueOnPage(page, id, /no se puede modificar/, "Emitir factura");
  // Nothing is sent in this mode: the invoice page says no sending state.
  await expect(page.getByTestId("invoice-verifactu-send")).toHaveCount(0);

  await page.goto("/billings/verifactu");
  await page.getByTestId("verifactu-chain-check").click();
  // The server started before the certificate was uploaded: that start was logged unsigned, and
  // the check says so; the chains themselves hold.
  await expect(
    page.getByText(
      /^Las cadenas están enlazadas \(\d+ registros y \d+ eventos\), pero hay eventos sin firmar desde el 1:/,
    ),
  ).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByTestId("verifactu-export").click();
  const zip = unzipSync(fs.readFileSync(await (await download).path()));
  const names = Object.keys(zip);
  const record = names.find((name) => name.startsWith("registros/") && name.includes(`-${number}-alta`));
  expect(record, names.join(", ")).toBeTruthy();
  const xml = strFromU8(zip[record!]);
  expect(xml).toContain(`NumSerieFactura>${number}</`);
  expect(xml).toMatch(/<ds:Signature[\s>]/);
  const events = names.filter((name) => name.startsWith("eventos/")).map((name) => strFromU8(zip[name]));
  expect(events.length).toBeGreaterThan(0);
  // The events since the certificate are signed (the check's among them); the start before it is not.
  expect(events.at(-1)).toMatch(/<ds:Signature[\s>]/);
  expect(events[0]).not.toMatch(/<ds:Signature[\s>]/);
  expect(names).toContain("indice.json");
  await expect(page.getByText("Exportación descargada: cada registro y evento firmado, con su índice.")).toBeVisible();
});

test("es, 1440 px: VERI*FACTU chosen, an invoice accepted, the next rejected, corrected and accepted", async ({
  page,
  apiAs,
}) => {
  // Three invoices issued, three sends and a correction: a working day's story, longer than one page.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const aeat = agency();
  await aeat.setMode("correct");

  // The company: the certificate (the agency's CA, the company's NIF), then the mode.
  const cert = makeCertificate(aeat.ca, { nif: COMPANY_NIF, name: "Gestion Demo" });
  const file = path.join(dir, "empresa.p12");
  fs.writeFileSync(file, cert.pfx);
  await page.goto("/company");
  await page.getByTestId("certificate-card").locator("input[type=file]").setInputFiles(file);
  await page.getByTestId("certificate-password").fill(cert.password);
  await page.getByTestId("certificate-upload").click();
  await expect(page.getByTestId("certificate-nif")).toHaveText(COMPANY_NIF);
  await page
    .getByTestId("verifactu-card")
    .getByLabel(/^VERI\*FACTU: cada registro/)
    .check();
  await page.getByTestId("verifactu-save").click();
  await expect(page.getByText("Modalidad guardada")).toBeVisible();

  // An invoice issued: its record waits, then is sent and accepted.
  const firstId = await draftInvoice(apiAs, "Consultoría VeriFactu");
  const first = await issueOnPage(page, firstId, /no se puede modificar/, "Emitir factura");
  await expect(page.getByTestId("invoice-verifactu-send").getByTestId("verifactu-send-status")).toHaveText("Pendiente");
  await page.getByRole("link", { name: "Ver en Registros VeriFactu" }).click();
  await expect(page).toHaveURL(/\/billings\/verifactu\?/);
  await expect(rowOf(page, first)).toContainText("Pendiente");
  await sendNow(page, SENT);
  await expect(rowOf(page, first)).toContainText("Aceptado");
  await page.goto(`/billings/${firstId}`);
  const sendCard = page.getByTestId("invoice-verifactu-send");
  await expect(sendCard.getByTestId("verifactu-send-status")).toHaveText("Aceptado");
  await expect(sendCard.getByTestId("verifactu-csv")).toContainText(/^A-FAKE\d{10}/);
  await shot(page, "invoice-accepted-es-1440");

  // The agency rejects the next one: its answer shows, and the dashboard counts it.
  await aeat.setMode("rejected");
  const secondId = await draftInvoice(apiAs, "Formación VeriFactu");
  const second = await issueOnPage(page, secondId, /no se puede modificar/, "Emitir factura");
  await page.goto("/billings/verifactu");
  await sendNow(page, SENT);
  await expect(rowOf(page, second)).toContainText("Rechazado");
  await expect(rowOf(page, second)).toContainText("Valor o tipo incorrecto del campo: NIF del destinatario.");
  await shot(page, "records-rejected-es-1440");
  await page.goto("/");
  await expect(page.getByTestId("verifactu-rejected-count")).toHaveText("1 rechazado por la AEAT");
  await page.getByTestId("verifactu-rejected-count").click();
  await expect(page).toHaveURL(/\/billings\/verifactu\?.*rejected/);
  await expect(page.getByRole("row").filter({ hasText: second })).toHaveCount(1);

  // Corrected from the invoice page (a subsanación chained at the end), sent and accepted.
  await aeat.setMode("correct");
  await page.goto(`/billings/${secondId}`);
  await expect(page.getByTestId("invoice-verifactu-send").getByTestId("verifactu-error")).toContainText(
    "1100 Valor o tipo incorrecto",
  );
  await page.getByRole("button", { name: "Subsanar" }).click();
  await expect(page.getByText("Subsanación creada: se enviará en el próximo envío.")).toBeVisible();
  await page.goto("/billings/verifactu");
  await sendNow(page, SENT);
  await expect(rowOf(page, second)).toHaveCount(2);
  await expect(rowOf(page, second).first()).toContainText("Aceptado");
  await expect(rowOf(page, second).last()).toContainText("Rechazado");
  await page.goto(`/billings/${secondId}`);
  await expect(page.getByTestId("invoice-verifactu-send").getByTestId("verifactu-send-status")).toHaveText([
    "Aceptado",
    "Rechazado",
  ]);
  await expect(page.getByRole("button", { name: "Subsanar" })).toHaveCount(0);
  await shot(page, "invoice-corrected-es-1440");
  const state = await aeat.state();
  expect(state.invalid + state.invalidAnswers).toBe(0);
});

test("en, 390 px: the records, their states as filters, the dashboard's count", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.goto("/billings/verifactu");
  await expect(page.getByRole("heading", { name: "VeriFactu records" })).toBeVisible();
  await expect(page.getByText("Rejected", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Accepted", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("verifactu-send-now")).toHaveText(/Send now/);
  await page.getByTestId("verifactu-chain-check").click();
  await expect(
    page.getByText(/^The chains hold \(\d+ records and \d+ events\), but events from 1 on are unsigned/),
  ).toBeVisible();
  await expect(page.getByTestId("verifactu-export")).toHaveText(/Export for an inspection/);
  await shot(page, "records-en-390");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole("row").filter({ hasText: "Rejected" })).toContainText("Valor o tipo incorrecto");
  // The record made before VERI*FACTU was chosen is listed too, with its mode and no sending state.
  await expect(page.getByRole("row").filter({ hasText: "No VERI*FACTU" }).first()).toBeVisible();
  await shot(page, "records-en-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByTestId("kpi-verifactu-pending")).toContainText("VeriFactu records waiting to be sent");
  await expect(page.getByTestId("verifactu-rejected-count")).toHaveText("1 rejected by the AEAT");
  await shot(page, "dashboard-en-390");
});

test("es, 390 px: the invoice's sending state, the rejected record and its correction", async ({ page, apiAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [rejected] = await apiAs("admin").get("verifactu/records?status=rejected&_start=0&_end=1");
  await page.goto(`/billings/${rejected.invoice_id}`);
  const card = page.getByTestId("invoice-verifactu-send");
  await expect(card.getByText("Estado · Subsanación")).toBeVisible();
  await expect(card.getByTestId("verifactu-send-status")).toHaveText(["Aceptado", "Rechazado"]);
  await card.scrollIntoViewIfNeeded();
  await shot(page, "invoice-es-390");
});
