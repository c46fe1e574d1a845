import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";

/** Signs in through the login page as it is, in the page's current language. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth/login");
  await page.getByLabel(/Correo electrónico|Email/).fill(email);
  await page.getByLabel(/^(Contraseña|Password)$/).fill(password);
  await page.getByRole("button", { name: /^(Entrar|Sign in)$/ }).click();
  await expect(page).toHaveURL(/\/$/);
}

export async function useLanguage(page: Page, lang: "es" | "en") {
  await page.addInitScript((l) => window.localStorage.setItem("lang", l), lang);
}

/** A name no earlier run or test has used, so tests never collide on one database. */
export function uniqueName(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}
