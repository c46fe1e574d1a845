import { chromium, type Page } from "@playwright/test";

// `npm run screenshots` (with the app running at BASE_URL): the README's pictures, in Spanish
// and English, at desktop and phone width, into docs/screenshots/.
const base = process.env.BASE_URL ?? "http://localhost:3000";
const out = "docs/screenshots";
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

async function page(lang: "es" | "en", width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript((l) => localStorage.setItem("lang", l), lang);
  return context.newPage();
}

async function signIn(p: Page) {
  await p.goto(`${base}/auth/login`);
  await p.locator("input[type=email]").fill("admin@demo.test");
  await p.locator("input[type=password]").fill("demo1234");
  await p.locator("button[type=submit]").click();
  await p.waitForURL(`${base}/`);
}

for (const lang of ["es", "en"] as const) {
  const login = await page(lang, 1280, 760);
  await login.goto(`${base}/auth/login`);
  await login.locator("input[type=email]").waitFor();
  await login.screenshot({ path: `${out}/login-${lang}.png` });

  const desktop = await page(lang, 1280, 760);
  await signIn(desktop);
  await desktop.waitForTimeout(3500);
  await desktop.screenshot({ path: `${out}/dashboard-${lang}.png` });
  await desktop.goto(`${base}/projects/nomenclators/project-states`);
  await desktop.locator(".ant-table-row").first().waitFor();
  await desktop.screenshot({ path: `${out}/list-${lang}.png` });
  await desktop.goto(`${base}/lead-specific-services/create`);
  await desktop.locator("form").waitFor();
  await desktop.screenshot({ path: `${out}/form-${lang}.png` });

  const phone = await page(lang, 390, 844);
  await signIn(phone);
  await phone.goto(`${base}/projects/nomenclators/project-states`);
  await phone.locator(".ant-table-row").first().waitFor();
  await phone.waitForTimeout(500);
  await phone.screenshot({ path: `${out}/list-phone-${lang}.png` });
}
await browser.close();
console.log(`Screenshots written to ${out}/`);
