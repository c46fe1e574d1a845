import type { Page } from "@playwright/test";

// The education screens for the README: a full course's page (occupancy, roster, waitlist) and
// the monthly fees' remittance screen, on the page given (signed in as an admin).
export async function educationShots(
  p: Page,
  base: string,
  out: string,
  name: (screen: string) => string,
): Promise<void> {
  await p.goto(`${base}/courses`);
  await p.getByPlaceholder(/Buscar|Search/).fill("Robótica");
  await p.getByPlaceholder(/Buscar|Search/).press("Enter");
  await p.locator(".ant-table-row", { hasText: "Robótica" }).first().waitFor();
  await p.locator(".ant-table-row", { hasText: "Robótica" }).first().locator("a").first().click();
  await p.waitForURL(/\/courses\/show\/\d+/);
  await p.locator(".ant-progress").first().waitFor();
  await p.waitForTimeout(1200);
  await p.screenshot({ path: `${out}/${name("course-page")}.png`, fullPage: true });
  await p.goto(`${base}/billings/remittances`);
  await p.locator(".ant-card").first().waitFor();
  await p.waitForTimeout(1200);
  await p.screenshot({ path: `${out}/${name("remittances")}.png`, fullPage: true });
}
