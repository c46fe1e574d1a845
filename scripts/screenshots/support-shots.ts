import type { Page } from "@playwright/test";

// The support screens for the README: the board by status and a ticket's conversation (replies,
// internal notes, the side panel), on the page given (signed in as an admin, in its language and width).
export async function supportShots(
  p: Page,
  base: string,
  out: string,
  name: (screen: string) => string,
): Promise<void> {
  await p.goto(`${base}/support`);
  await p.locator("[data-testid=kanban-card]").first().waitFor();
  await p.waitForTimeout(1200);
  await p.screenshot({ path: `${out}/${name("support-board")}.png` });
  // A demo ticket that is being worked on: its conversation has replies and internal notes.
  await p
    .locator('[data-testid="kanban-column"][data-column-id="investigating"] [data-testid=kanban-card]')
    .first()
    .click();
  await p.locator("[data-testid=ticket-message]").first().waitFor();
  await p.waitForTimeout(1200);
  await p.screenshot({ path: `${out}/${name("support-ticket")}.png`, fullPage: true });
}
