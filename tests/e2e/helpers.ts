import { expect, type Locator, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";

/** Signs in through the login page as it is, in the page's current language. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth/login");
  await page.getByLabel(/Correo electrónico|Email/).fill(email);
  await page.getByLabel(/^(Contraseña|Password)$/).fill(password);
  await page.getByRole("button", { name: /^(Entrar|Sign in)$/ }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs out through the header's button, in either language, and waits for the login page: the
 * session is cleared only once the API has answered, and a page opened before that would still
 * find the old session and leave the login page.
 */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: /^(Cerrar sesión|Sign out)$/ }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

export async function chooseLanguage(page: Page, lang: "es" | "en") {
  await page.addInitScript((l) => window.localStorage.setItem("lang", l), lang);
}

/** A name no earlier run or test has used, so tests never collide on one database. */
export function uniqueName(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * Runs `action` (a drag) and resolves once the page has handled the mouseup it ends with: every
 * listener, then one task more for what they scheduled. A request the drop would send has been
 * sent by then, so "nothing was sent" can be asserted without a fixed wait.
 */
export async function untilMouseUpHandled(page: Page, action: () => Promise<void>) {
  await page.evaluate(() => {
    const w = window as unknown as { e2eMouseUp?: Promise<void> };
    w.e2eMouseUp = new Promise((resolve) =>
      window.addEventListener("mouseup", () => setTimeout(resolve, 0), { once: true }),
    );
  });
  await action();
  await page.evaluate(() => (window as unknown as { e2eMouseUp?: Promise<void> }).e2eMouseUp);
}

/** Lets the page run the timers already due (dnd-kit's keyboard sensor starts listening on one). */
export async function flushTimers(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Every label in the side menu, with its groups opened. */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.locator(".ant-layout-sider .ant-menu").first();
  await expect(menu).toBeVisible();
  const read = async () =>
    (await menu.locator(".ant-menu-title-content:visible").allInnerTexts()).map((s) => s.trim()).filter(Boolean);
  const labels = new Set(await read());
  // Groups render their items once opened; opening one may close another, so read after each.
  const groups = await menu.locator(".ant-menu-submenu > .ant-menu-submenu-title").allInnerTexts();
  for (const group of groups) {
    const submenu = menu
      .locator(".ant-menu-submenu")
      .filter({ has: page.locator(".ant-menu-submenu-title", { hasText: group.trim() }) })
      .first();
    await submenu.locator(".ant-menu-submenu-title").click();
    // Read once the group is open and its items are on screen.
    await expect(submenu).toHaveClass(/ant-menu-submenu-open/);
    await expect(submenu.locator(".ant-menu-sub .ant-menu-title-content").last()).toBeVisible();
    for (const label of await read()) labels.add(label);
  }
  return [...labels];
}

/** A mouse drag in small steps, as a person does it: press, nudge past the threshold, travel, release. */
export async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 4, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 140, { steps: 20 });
  await page.mouse.up();
}
