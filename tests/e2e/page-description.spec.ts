import fs from "node:fs";
import { expect, test } from "./fixtures/test";
import { chooseLanguage } from "./helpers";

// The page's meta description (what a search result or a shared link shows) is in the user's
// language: Spanish in the page as served, then whatever language the app is in, as it changes.
const description = (lang: "es" | "en"): string =>
  JSON.parse(fs.readFileSync(`locales/${lang}/common.json`, "utf8")).app.description;
const meta = 'meta[name="description"]';

test("the page as served describes the app in Spanish", async ({ request }) => {
  const html = await (await request.get("/auth/login")).text();
  const served = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  expect(served).toBe(description("es"));
});

test("the description follows the sign-in page's language as it changes, and a reload keeps it", async ({ page }) => {
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await expect(page.locator(meta)).toHaveAttribute("content", description("es"));

  await page.getByRole("radio", { name: "EN" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.locator(meta)).toHaveAttribute("content", description("en"));

  // English now comes first, in a chunk of its own, after the page started in Spanish.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.locator(meta)).toHaveAttribute("content", description("en"));

  await page.getByRole("radio", { name: "ES" }).click();
  await expect(page.locator(meta)).toHaveAttribute("content", description("es"));
});

test.describe("signed in", () => {
  test.use({ role: "commercial" });

  test("an English user's pages are described in English", async ({ page }) => {
    await chooseLanguage(page, "en");
    await page.goto("/projects");
    await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
    await expect(page.locator(meta)).toHaveAttribute("content", description("en"));
  });
});
