import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName, chooseLanguage } from "./helpers";

// The dashboard at `/` (issue 15) per role, in Spanish and English: the sections a role may
// see, a figure followed to its list (which then counts what the figure said, with the figure's
// filters shown and removable), a new period compared with the one before, and the charts drawn
// after the figures. Pictures for a reviewer when SCREENSHOTS_DIR names a folder.

const shots = process.env.SCREENSHOTS_DIR;

const section = (page: Page, id: string) => page.getByTestId(`dashboard-section-${id}`);
const kpiValue = (card: Locator) => card.locator("[data-testid=kpi-value]");
const sectionIds = (page: Page) =>
  page
    .locator("section[data-testid^=dashboard-section-]")
    .evaluateAll((all) => all.map((s) => s.getAttribute("data-testid")!.replace("dashboard-section-", "")));
/** The total a list's pager states ("Total: 16"). */
const listTotal = (page: Page) => page.locator(".ant-pagination-total-text").first();

async function picture(page: Page, name: string) {
  if (!shots) return;
  // The charts come after the figures: wait for every box to hold its drawing.
  await expect(page.getByTestId("chart-placeholder")).toHaveCount(0);
  await page.screenshot({ path: `${shots}/dashboard-${name}.png`, fullPage: true });
}

/** Follows a figure's link and checks that its list counts the same, with the link's filters shown. */
async function followFigure(page: Page, card: Locator, path: RegExp) {
  const figure = (await kpiValue(card).innerText()).trim();
  await kpiValue(card).getByTestId("figure-link").click();
  await expect(page).toHaveURL(path);
  await expect(listTotal(page)).toHaveText(new RegExp(`^Total: ${figure}$`));
  await expect(page.getByTestId("link-filter").first()).toBeVisible();
  return Number(figure.replace(/\D/g, ""));
}

test.describe("admin", () => {
  test.use({ role: "admin", viewport: { width: 1366, height: 900 } });

  test("sees every staff section, follows a figure to its list and back, and compares another period", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(kpiValue(page.getByTestId("kpi-pipeline"))).toHaveText(/^\d+$/);
    expect(await sectionIds(page)).toEqual(["sales", "projects", "support", "billing", "education"]);
    await expect(section(page, "sales")).toContainText("Leads abiertos");
    await expect(page.getByTestId("kpi-weighted")).toContainText(/\d,\d\d\s€/u);
    await picture(page, "admin-es-1366");

    // Open leads → the leads table with `open=true`, the same count, the filter shown as a tag.
    const open = await followFigure(page, page.getByTestId("kpi-pipeline"), /\/crm\/kanban\?open=true&view=table$/);
    await expect(page.getByTestId("link-filters")).toContainText("Abiertos");
    // Removing the tag widens the list to every lead.
    await page.getByTestId("link-filter").locator(".ant-tag-close-icon").click();
    await expect(page).toHaveURL(/\/crm\/kanban\?view=table$/);
    await expect(listTotal(page)).not.toHaveText(`Total: ${open}`);

    // A generated list: a course's registrations, in Refine's own filters.
    await page.goto("/");
    const course = page.getByTestId("occupancy").locator("li").first();
    const taken = (await course.getByTestId("figure-link").innerText()).split(" ")[0];
    await course.getByTestId("figure-link").click();
    await expect(page).toHaveURL(/\/courses\/registrations\?filters/);
    await expect(listTotal(page)).toHaveText(`Total: ${taken}`);

    // Another period: last month, compared with the month before it, kept in the address.
    await page.goto("/");
    const answered = page.waitForResponse((r) => r.url().includes("/api/dashboard?") && r.url().includes("from="));
    await page.getByTestId("dashboard-range").locator("input").first().click();
    await page.locator(".ant-picker-presets").getByText("Mes pasado").click();
    const response = await answered;
    const { range } = await response.json();
    expect(page.url()).toContain(`from=${range.from}&to=${range.to}`);
    expect(range.from.slice(8)).toBe("01");
    expect(range.previous.to < range.from).toBe(true);
    await expect(page.getByTestId("dashboard-previous")).toContainText(
      /^Comparado con \d+ de \w+\.? de \d{4} – \d+ de \w+\.? de \d{4}$/u,
    );
    await expect(page.getByTestId("kpi-won").getByTestId("delta")).toContainText("antes:");
    // The previous period's figure opens that period's list.
    const before = page.getByTestId("kpi-won").getByTestId("delta").getByTestId("figure-link");
    await expect(before).toHaveAttribute("href", new RegExp(`won_at_lte=${range.previous.to}`));
  });

  test("follows a change made elsewhere without a reload", async ({ page, apiAs }) => {
    await page.goto("/");
    const open = kpiValue(page.getByTestId("kpi-pipeline"));
    await expect(open).toHaveText(/^\d+$/);
    const before = Number(await open.innerText());
    // A lead added at another desk: the server's cached figures are dropped by its live event, and
    // the page, told of it, reads them again.
    const lead = await apiAs("admin").post("leads", { name: uniqueName("Lead en vivo") });
    try {
      await expect(open).toHaveText(String(before + 1));
    } finally {
      await apiAs("admin").delete(`leads/${lead.id}`);
    }
    await expect(open).toHaveText(String(before));
  });

  test("follows a person's hours this week to their time entries of the week", async ({ page }) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/dashboard");
    await page.goto("/");
    const person = (await (await answer).json()).projects.hours_this_week[0];
    await page.getByTestId("hours-this-week").getByTestId("figure-link").first().click();
    await expect(page).toHaveURL(/\/tasks\/time-entries\?filters/);
    await expect(listTotal(page)).toHaveText(/^Total: [1-9]\d*$/);
    await expect(page.getByTestId("link-filter")).toHaveCount(3);
    const rows = page.locator(".ant-table-row");
    for (const row of await rows.all()) await expect(row).toContainText(person.name);
  });

  test("in English at phone width", async ({ page }) => {
    await chooseLanguage(page, "en");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByTestId("kpi-pipeline")).toContainText("Open leads");
    await expect(page.getByTestId("kpi-weighted")).toContainText(/€\d[\d,]*\.\d\d/);
    await expect(page.getByTestId("dashboard-previous")).toContainText(
      /^Compared with \w{3} \d+, \d{4} – \w{3} \d+, \d{4}$/,
    );
    // Nothing runs off the screen's side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await picture(page, "admin-en-390");
    await page.setViewportSize({ width: 1366, height: 900 });
    await picture(page, "admin-en-1366");
  });
});

test.describe("commercial", () => {
  test.use({ role: "commercial", viewport: { width: 1366, height: 900 } });

  test("sees only their own leads' figures, which their list counts the same", async ({ page, apiAs }) => {
    await page.goto("/");
    await expect(kpiValue(page.getByTestId("kpi-pipeline"))).toHaveText(/^\d+$/);
    const mine = Number(await kpiValue(page.getByTestId("kpi-pipeline")).innerText());
    const all = (await apiAs("admin").get("dashboard")).sales.pipeline.open.value as number;
    expect(mine).toBeLessThan(all);
    await picture(page, "commercial-es-1366");
    await followFigure(page, page.getByTestId("kpi-pipeline"), /\/crm\/kanban\?open=true&view=table$/);
  });

  test("in English at phone width", async ({ page }) => {
    await chooseLanguage(page, "en");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(section(page, "sales")).toContainText("Leads by status");
    await picture(page, "commercial-en-390");
  });
});

test.describe("client", () => {
  test.use({ role: "client", viewport: { width: 1366, height: 900 } });

  test("sees only their account, and follows their open tickets to the list", async ({ page }) => {
    await chooseLanguage(page, "en");
    await page.goto("/");
    await expect(kpiValue(page.getByTestId("kpi-client-tickets"))).toHaveText(/^\d+$/);
    expect(await sectionIds(page)).toEqual(["client"]);
    // A client's figures are of today: no period to pick.
    await expect(page.getByTestId("dashboard-range")).toHaveCount(0);
    await expect(section(page, "client")).toContainText("Invoices due");
    await picture(page, "client-en-1366");
    // The client's states (client_status), never the team's own status.
    const openStates = /\/support\?client_status=open&client_status=waitingForYou&view=table$/;
    await followFigure(page, page.getByTestId("kpi-client-tickets"), openStates);
    await expect(page.getByTestId("link-filters")).toContainText("Status: Open, Waiting for you");
  });

  test("in Spanish at phone width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(section(page, "client")).toContainText("Facturas pendientes");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await picture(page, "client-es-390");
  });
});
