import { chromium, type Page } from "@playwright/test";
import { crmShots } from "./screenshots/crm-shots.js";
import { supportShots } from "./screenshots/support-shots.js";
import { educationShots } from "./screenshots/education-shots.js";
import { dashboardShots } from "./screenshots/dashboard-shots.js";
import { phoneShots } from "./screenshots/phone-shots.js";

// `npm run screenshots` (with the app running at BASE_URL): the README's pictures, in Spanish
// and English, at desktop and phone width, into docs/screenshots/.
const base = process.env.BASE_URL ?? "http://localhost:3000";
const out = "docs/screenshots";
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

async function page(lang: "es" | "en", width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript((l) => localStorage.setItem("lang", l), lang);
  // A busy machine can take far longer than Playwright's 30 s to draw a list.
  context.setDefaultTimeout(120_000);
  return context.newPage();
}

async function signIn(p: Page) {
  await p.goto(`${base}/auth/login`);
  await p.locator("input[type=email]").fill("admin@demo.test");
  await p.locator("input[type=password]").fill("demo1234");
  await p.locator("button[type=submit]").click();
  await p.waitForURL(`${base}/`);
}

// Wide tables (pinned name and actions, the column chooser), a form in sections and a show page,
// at 1440 px and on a phone.
async function tableAndFormShots(lang: "es" | "en") {
  const suffix = `-${lang}`;
  const wide = await page(lang, 1440, 900);
  const phone = await page(lang, 390, 844);
  for (const p of [wide, phone]) await signIn(p);
  for (const [p, size] of [
    [wide, ""],
    [phone, "-phone"],
  ] as const) {
    await p.goto(`${base}/projects`);
    await p.locator(".ant-table-row").first().waitFor();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `${out}/projects-list${size}${suffix}.png` });
    await p.goto(`${base}/projects/create`);
    await p.locator("[data-testid=form-section-general]").waitFor();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `${out}/form-sections${size}${suffix}.png`, fullPage: true });
    await p.goto(`${base}/projects/nomenclators/project-states/show/1`);
    await p.locator(".ant-descriptions").waitFor();
    await p.waitForTimeout(800);
    await p.screenshot({ path: `${out}/show${size}${suffix}.png`, fullPage: true });
  }
  await wide.goto(`${base}/projects/nomenclators/project-managers`);
  await wide.locator(".ant-table-row").first().waitFor();
  await wide.locator("[data-testid=column-chooser-button]").click();
  await wide.locator("[data-testid=column-chooser]").waitFor();
  await wide.waitForTimeout(400);
  await wide.screenshot({ path: `${out}/list-columns${suffix}.png` });
  await wide.context().close();
  await phone.context().close();
}

for (const lang of ["es", "en"] as const) {
  const login = await page(lang, 1280, 760);
  await login.goto(`${base}/auth/login`);
  await login.locator("input[type=email]").waitFor();
  await login.screenshot({ path: `${out}/login-${lang}.png` });

  const desktop = await page(lang, 1280, 760);
  await signIn(desktop);
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

  await tableAndFormShots(lang);
  const phoneList = await page(lang, 390, 844);
  await signIn(phoneList);
  await phoneShots(phoneList, base, out, lang);
  await phoneList.context().close();

  // Projects and tasks: both boards, the Gantt, a project and a task, at both widths.
  const suffix = lang === "es" ? "" : `-${lang}`;
  for (const [p, size] of [
    [desktop, ""],
    [phone, "-phone"],
  ] as const) {
    await p.goto(`${base}/tasks/kanban`);
    await p.locator("[data-testid=kanban-card]").first().waitFor();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `${out}/tasks-board${size}${suffix}.png` });
    await p.goto(`${base}/projects?view=board`);
    await p.locator("[data-testid=kanban-card]").first().waitFor();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `${out}/projects-board${size}${suffix}.png` });
    // By month: the demo's finished projects, at the top, end months before today.
    await p.goto(`${base}/projects/gantt?zoom=month`);
    await p.locator(".gantt_row").first().waitFor();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `${out}/gantt${size}${suffix}.png` });
    await p.goto(`${base}/projects`);
    await p.locator(".ant-table-row a").first().click();
    await p.locator(".ant-tabs").waitFor();
    await p.waitForTimeout(800);
    await p.screenshot({ path: `${out}/project-detail${size}${suffix}.png`, fullPage: true });
    await p.goto(`${base}/tasks/kanban`);
    await p.locator("[data-testid=kanban-card]").nth(1).click();
    await p.locator("[data-testid=task-tabs]").waitFor();
    await p.waitForTimeout(800);
    await p.screenshot({ path: `${out}/task-detail${size}${suffix}.png`, fullPage: true });
    await crmShots(p, base, out, (screen) => `${screen}${size}${suffix}`);
    await supportShots(p, base, out, (screen) => `${screen}${size}${suffix}`);
    await educationShots(p, base, out, (screen) => `${screen}${size}${suffix}`);
    await dashboardShots(p, base, out, (screen) => `${screen}${size}${suffix}`);
  }
}
await browser.close();
console.log(`Screenshots written to ${out}/`);
