import type { Page } from "@playwright/test";

// Issue 28's pictures for the README, on a phone page signed in as an admin: the invoices list
// as cards (the fields `list.card` declares) and the quick form a new lead opens with.
export async function phoneShots(p: Page, base: string, out: string, lang: "es" | "en"): Promise<void> {
  await p.goto(`${base}/billings`);
  await p.locator(".row-cards .ant-table-row").first().waitFor();
  await p.screenshot({ path: `${out}/invoices-phone-${lang}.png`, fullPage: true });
  await p.goto(`${base}/crm/kanban/create`);
  await p.locator("form").waitFor();
  await p.screenshot({ path: `${out}/lead-quick-form-phone-${lang}.png`, fullPage: true });
}
