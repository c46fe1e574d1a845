import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName } from "./helpers";

test.use({ role: "admin" });

const rows = (page: Page) => page.locator(".ant-table-tbody tr.ant-table-row");
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an admin edits a nomenclator, then finds the change in the logs, its history and the CSV", async ({ page }) => {
  await page.goto("/");
  // Edit a lead status through its generated form.
  await page.goto("/crm/lead-status");
  await rows(page).first().getByRole("button").nth(1).click();
  await expect(page).toHaveURL(/\/crm\/lead-status\/edit\/\d+$/);
  const id = page.url().split("/").pop()!;
  const description = uniqueName("Descripción registrada");
  // Fill only once the record is in the form, or loading it would overwrite the new value.
  await expect(page.locator("form").getByLabel("Nombre", { exact: true })).not.toHaveValue("");
  await page.locator("form").getByLabel("Descripción", { exact: true }).fill(description);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(/^Estado de lead «.+» guardado$/)).toBeVisible();

  // The logs, filtered by resource: the update is there, and expands to before → after.
  await page.goto("/users/logs");
  await expect(page.getByRole("heading", { name: "Registros" })).toBeVisible();
  // The list of resources is longer than the dropdown shows at once: type to find it, as a person would.
  const resource = page.getByTestId("log-filters").getByRole("combobox", { name: "Recurso" });
  await resource.click();
  await resource.fill("Estados de lead");
  await page.locator(".ant-select-dropdown:visible").getByText("Estados de lead", { exact: true }).click();
  // Other specs on this server may have changed lead statuses before: the newest row is this edit.
  const row = rows(page).first();
  await expect(row).toContainText("Modificación");
  await expect(row).toContainText(id);
  await expect(row).toContainText("admin@demo.test");
  await row.locator(".ant-table-row-expand-icon").click();
  await expect(page.locator(".ant-table-expanded-row")).toContainText(description);
  await expect(page.locator(".ant-table-expanded-row")).toContainText("Descripción");
  await shot(page, "logs-es");

  // CSV export of what is on screen.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const csv = fs.readFileSync((await (await download).path())!, "utf8");
  expect(csv).toContain(description);
  expect(csv).toContain("lead-statuses");

  // The record's own history on its show page.
  await page.goto(`/crm/lead-status/show/${id}`);
  const history = page.getByTestId("record-history");
  await expect(history).toContainText("Historial de cambios");
  await expect(history).toContainText(description);
  await shot(page, "history-es");
});

test("superadmins also see the system errors tab; the page is in English too", async ({ page, signInAs }) => {
  await signInAs(page, "superadmin");
  // The interface follows the user's profile language at sign-in; the header switch changes it.
  await page.getByText("EN", { exact: true }).click();
  await page.goto("/users/logs");
  await expect(page.getByRole("heading", { name: "Logs" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Activity" })).toBeVisible();
  await page.getByRole("tab", { name: "System errors" }).click();
  await expect(page.getByRole("columnheader", { name: "Request ID" })).toBeVisible();
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByTestId("log-filters").getByRole("combobox", { name: "Resource" })).toBeVisible();
  await shot(page, "logs-en");
});

test("admins have no system errors tab", async ({ page }) => {
  await page.goto("/users/logs");
  await expect(page.getByTestId("log-filters").getByRole("combobox", { name: "Recurso" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Errores del sistema" })).toHaveCount(0);
});
