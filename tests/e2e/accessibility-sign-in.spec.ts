import { expect, test } from "./fixtures/test";
import { axeViolations, describeFindings } from "./support/axe";

// The sign-in page, drawn without antd (its own CSS), before anyone is signed in: axe in Spanish
// and English, on a desktop and a phone; its show-password button is a target a finger can hit.
// And the dashboard's headings go down one level at a time (Lighthouse's heading order).

test("the sign-in page passes axe in Spanish and English, on a desktop and a phone", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/auth/login");
  await expect(page.locator("form input[type=password]")).toBeVisible();
  const report: string[] = [];
  for (const lang of ["es", "en"] as const) {
    if (lang === "en") await page.locator(".language-switch button", { hasText: "EN" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    for (const width of lang === "es" ? [1440, 390] : [390, 1440]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      report.push(...describeFindings(`sign-in ${lang} ${width}px`, await axeViolations(page)));
      // WCAG 2.5.8: at least 24 × 24 px.
      const reveal = await page.locator(".auth-reveal").boundingBox();
      expect(reveal!.width, `show-password width at ${width}px`).toBeGreaterThanOrEqual(24);
      expect(reveal!.height, `show-password height at ${width}px`).toBeGreaterThanOrEqual(24);
    }
  }
  expect(report).toEqual([]);
});

for (const role of ["admin", "client"] as const) {
  test.describe(role, () => {
    test.use({ role });

    test(`the dashboard's headings never skip a level (${role})`, async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("dashboard").locator("section h3").first()).toBeVisible();
      const levels = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((headings) =>
          headings.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => Number(h.tagName.slice(1))),
        );
      expect(levels.length).toBeGreaterThan(1);
      const skips = levels.flatMap((level, i) => {
        const before = levels[i - 1];
        return i > 0 && level > before + 1 ? [`h${before} → h${level}`] : [];
      });
      expect(skips, `headings in order: ${levels.join(", ")}`).toEqual([]);
    });
  });
}
