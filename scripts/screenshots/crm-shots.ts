import type { Page } from "@playwright/test";

// The sales screens for the README: the pipeline board, a lead's page and the follow-up calendar,
// on the page given (signed in as an admin, in its language and width).
export async function crmShots(p: Page, base: string, out: string, name: (screen: string) => string): Promise<void> {
  await p.goto(`${base}/crm/pipelines`);
  await p.locator("[data-testid=kanban-card]").first().waitFor();
  await p.waitForTimeout(800);
  await p.screenshot({ path: `${out}/${name("crm-pipeline")}.png` });
  await p.goto(`${base}/crm/lead-detail/1`);
  await p.getByRole("tab").first().waitFor();
  await p.waitForTimeout(1200);
  await p.screenshot({ path: `${out}/${name("crm-lead")}.png`, fullPage: true });
  await p.goto(`${base}/crm/calendar-leads`);
  await p.locator(".fc-event").first().waitFor();
  await p.waitForTimeout(800);
  await p.screenshot({ path: `${out}/${name("crm-calendar")}.png` });
}
