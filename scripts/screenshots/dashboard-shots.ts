import type { Page } from "@playwright/test";

// The dashboard and the search dialog for the README, on the page given (signed in as an admin):
// the whole dashboard once its charts are drawn, then Ctrl+K with an accent-free word.
export async function dashboardShots(
  p: Page,
  base: string,
  out: string,
  name: (screen: string) => string,
): Promise<void> {
  await p.goto(`${base}/`);
  await p.locator("canvas, svg.echarts, [data-testid=dashboard-chart] svg").first().waitFor();
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `${out}/${name("dashboard-full")}.png`, fullPage: true });
  await p.keyboard.press("Control+k");
  const dialog = p.getByRole("dialog");
  await dialog.getByRole("combobox").fill("garcia");
  await dialog.getByRole("option").first().waitFor();
  await p.waitForTimeout(600);
  await p.screenshot({ path: `${out}/${name("search")}.png` });
  await p.keyboard.press("Escape");
}
