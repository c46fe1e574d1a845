import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { zipOf } from "../fixtures/files";

// The lead import wizard on /crm/kanban (docs/crm-api.md, Import): a CSV with a row repeating an
// existing lead's email is checked (the duplicate shows, linked to that lead), imported without
// it, and undone from the result; an XLSX file goes the same way and is undone from the list of
// recent imports.

test.describe.configure({ timeout: 150_000 });
test.use({ role: "admin" });

const tag = () => `imp${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;

/** The leads table filtered by a search, where imported leads show up. */
const table = (page: Page) => page.locator(".ant-table-tbody");

/** The smallest workbook the API reads: one sheet of inline strings. */
function xlsxOf(rows: string[][]): Buffer {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const cell = (value: string, r: number, c: number) =>
    `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>${esc(value)}</t></is></c>`;
  const sheetData = rows
    .map((row, i) => `<row r="${i + 1}">${row.map((v, c) => cell(v, i + 1, c)).join("")}</row>`)
    .join("");
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const pkg = "http://schemas.openxmlformats.org/package/2006/relationships";
  return zipOf({
    "[Content_Types].xml":
      `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" `
      + `ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" `
      + `ContentType="application/xml"/><Override PartName="/xl/workbook.xml" `
      + `ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override `
      + `PartName="/xl/worksheets/sheet1.xml" `
      + `ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    "_rels/.rels":
      `${xml}<Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/officeDocument" `
      + `Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml":
      `${xml}<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Leads" sheetId="1" `
      + `r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels":
      `${xml}<Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/worksheet" `
      + `Target="worksheets/sheet1.xml"/></Relationships>`,
    "xl/worksheets/sheet1.xml": `${xml}<worksheet xmlns="${main}"><sheetData>${sheetData}</sheetData></worksheet>`,
  });
}

async function openWizard(page: Page): Promise<Locator> {
  await page.getByTestId("lead-import-button").click();
  const wizard = page.getByRole("dialog").filter({ hasText: "Importar leads" });
  await expect(wizard.getByTestId("import-upload")).toBeVisible();
  return wizard;
}

async function upload(page: Page, wizard: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/lead-imports",
  );
  await wizard.locator("input[type=file]").setInputFiles(file);
  expect((await answered).status()).toBe(201);
  await expect(wizard.getByTestId("import-mapping")).toBeVisible();
}

test("a CSV with a duplicate is checked, imported without it, and undone", async ({ page, apiAs }) => {
  const t = tag();
  // The existing lead does not carry the tag the list is searched by.
  const other = Math.floor(Math.random() * 1e9).toString(36);
  const email = `dup-${other}@example.test`;
  const existing = await apiAs("admin").post("leads", { name: `Existente ${other}`, email, company: "Otra empresa" });
  const csv = [
    "Nombre,Correo electrónico,Teléfono,Empresa",
    `Ana ${t},ana-${t}@example.test,600111222,Empresa ${t}`,
    `Repetido ${t},${email.toUpperCase()},,Empresa ${t}`,
    `Bruno ${t},bruno-${t}@example.test,,Empresa ${t}`,
  ].join("\n");

  await page.goto(`/crm/kanban?view=table&q=${t}`);
  await expect(table(page)).toBeVisible();
  const wizard = await openWizard(page);
  await upload(page, wizard, { name: "leads.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });

  // The mapping comes prefilled from the headers.
  await expect(wizard.getByText("3 filas leídas de leads.csv")).toBeVisible();
  await expect(wizard.getByTestId("mapping-name")).toContainText("Nombre");
  await expect(wizard.getByTestId("mapping-email")).toContainText("Correo electrónico");
  await expect(wizard.getByTestId("mapping-company")).toContainText("Empresa");

  // The dry run shows the duplicate row, linked to the lead it repeats.
  await wizard.getByTestId("import-check-button").click();
  const check = wizard.getByTestId("import-check");
  await expect(check).toBeVisible();
  await expect(check.getByTestId("import-count-total")).toContainText("3");
  await expect(check.getByTestId("import-count-duplicates")).toContainText("1");
  await expect(check.getByTestId("import-count-invalid")).toContainText("0");
  const problems = check.getByTestId("import-problems");
  await expect(problems.locator("tr.ant-table-row")).toHaveCount(1);
  await expect(problems).toContainText(`Repetido ${t}`);
  await expect(problems).toContainText("mismo correo");
  await expect(problems.getByRole("link", { name: existing.name })).toHaveAttribute(
    "href",
    `/crm/lead-detail/${existing.id}`,
  );
  await expect(check.getByTestId("skip-duplicates")).toBeChecked();

  // Imported without the duplicate.
  const run = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/run"));
  await wizard.getByTestId("import-run-button").click();
  const ran = await run;
  expect(ran.status(), await ran.text()).toBe(200);
  expect(ran.request().postDataJSON()).toMatchObject({ skip_duplicates: true, skip_invalid: false });
  await expect(wizard.getByTestId("import-result")).toHaveText("2 leads importados, 1 filas omitidas.");

  // The leads list behind the wizard shows them.
  await expect(table(page)).toContainText(`Ana ${t}`);
  await expect(table(page)).toContainText(`Bruno ${t}`);
  await expect(table(page)).not.toContainText(`Repetido ${t}`);
  const imported = await apiAs("admin").get(`leads?q=${t}`);
  expect(imported.map((l: { name: string }) => l.name).sort()).toEqual([`Ana ${t}`, `Bruno ${t}`]);

  // Undo removes them.
  await wizard.getByTestId("undo-import").click();
  const undo = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/undo"));
  await wizard.getByTestId("undo-import-confirm").click();
  expect((await undo).status()).toBe(200);
  await expect(wizard).toContainText("Importación deshecha: 2 leads eliminados.");
  await wizard.getByRole("button", { name: "Cerrar" }).first().click();
  await expect(table(page)).not.toContainText(`Ana ${t}`);
  await expect(table(page)).not.toContainText(`Bruno ${t}`);
  expect(await apiAs("admin").get(`leads?q=${t}`)).toEqual([]);
  expect(await apiAs("admin").status(`leads/${existing.id}`)).toBe(200);
});

test("an XLSX file is imported and undone from the recent imports", async ({ page, apiAs }) => {
  const t = tag();
  const file = `leads-${t}.xlsx`;
  const rows = [
    ["Name", "Email", "Company"],
    [`Carla ${t}`, `carla-${t}@example.test`, `Firma ${t}`],
    [`Dario ${t}`, `dario-${t}@example.test`, `Firma ${t}`],
  ];

  await page.goto(`/crm/kanban?view=table&q=${t}`);
  let wizard = await openWizard(page);
  await upload(page, wizard, {
    name: file,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: xlsxOf(rows),
  });
  await expect(wizard.getByTestId("mapping-name")).toContainText("Name");
  await wizard.getByTestId("import-check-button").click();
  await expect(wizard.getByTestId("import-check")).toContainText("Todas las filas son válidas");
  await wizard.getByTestId("import-run-button").click();
  await expect(wizard.getByTestId("import-result")).toHaveText("2 leads importados, 0 filas omitidas.");
  await wizard.getByRole("button", { name: "Cerrar" }).first().click();
  await expect(table(page)).toContainText(`Carla ${t}`);
  await expect(table(page)).toContainText(`Dario ${t}`);

  // Opened again, the wizard lists the import; undone from there.
  wizard = await openWizard(page);
  const recent = wizard.getByTestId("recent-imports").locator("tr", { hasText: file });
  await expect(recent).toContainText("2");
  await recent.getByRole("button", { name: "Deshacer importación" }).click();
  const undo = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/undo"));
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Deshacer importación" }).click();
  expect((await undo).status()).toBe(200);
  await expect(recent).toContainText("Deshecha");
  await wizard.getByRole("button", { name: "Cerrar" }).first().click();
  await expect(table(page)).not.toContainText(`Carla ${t}`);
  expect(await apiAs("admin").get(`leads?q=${t}`)).toEqual([]);
});
