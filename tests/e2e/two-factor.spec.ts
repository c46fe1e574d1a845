import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, test } from "./fixtures/test";
import { signIn, signOut, chooseLanguage } from "./helpers";

// Two-factor in the browser: turn it on from /users/2fa (the test reads the secret shown on the
// page and computes the codes itself, as an authenticator app would), sign in with a code and
// with a backup code, then turn it off. SCREENSHOTS_DIR=… also saves the screens.
const SHOTS = process.env.SCREENSHOTS_DIR;

const TEXT = {
  es: {
    off: "Desactivada",
    on: "Activada",
    enable: "Activar",
    next: "Siguiente",
    confirm: "Activar la verificación",
    done: "Hecho",
    stepTitle: "Verificación en dos pasos",
    verify: "Verificar",
    useBackup: "Usar un código de respaldo",
    invalid: "Código no válido. Inténtalo de nuevo.",
    disable: "Desactivar",
    password: "Contraseña actual",
    signedIn: "Usuario autenticado correctamente",
    email: "Correo electrónico",
    loginPassword: "Contraseña",
    submit: "Entrar",
  },
  en: {
    off: "Off",
    on: "On",
    enable: "Turn on",
    next: "Next",
    confirm: "Turn on two-factor",
    done: "Done",
    stepTitle: "Two-factor authentication",
    verify: "Verify",
    useBackup: "Use a backup code",
    invalid: "Invalid code. Please try again.",
    disable: "Turn off",
    password: "Current password",
    signedIn: "User authenticated successfully",
    email: "Email",
    loginPassword: "Password",
    submit: "Sign in",
  },
} as const;

function codeAt(secret: string, offsetSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function typeCode(page: Page, code: string) {
  await page.locator(".ant-otp-input").first().click();
  await page.keyboard.type(code);
}

async function passwordStep(page: Page, lang: "es" | "en", email: string, password: string) {
  const t = TEXT[lang];
  await page.goto("/auth/login");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(new RegExp(`^${t.loginPassword}$`)).fill(password);
  await page.getByRole("button", { name: new RegExp(`^${t.submit}$`) }).click();
  await expect(page.getByRole("heading", { name: t.stepTitle })).toBeVisible();
}

for (const [lang, width] of [
  ["es", 1280],
  ["en", 390],
] as const) {
  test(`two-factor (${lang}, ${width}px): turn on, sign in with a code and with a backup code, turn off`, async ({
    page,
    newUser,
  }) => {
    // A long journey (three sign-ins, argon2 each time): more than the default minute on a busy machine.
    test.setTimeout(150_000);
    const t = TEXT[lang];
    const tag = `${lang}-${width}`;
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await chooseLanguage(page, lang);
    // An account of its own, in that language (the interface follows the user's on sign-in).
    const { email, password } = await newUser("client", { language: lang });
    await signIn(page, email, password);

    await page.goto("/users/2fa");
    await expect(page.getByTestId("two-factor-status")).toHaveText(t.off);
    await shot(page, `2fa-off-${tag}`);
    await page.getByRole("button", { name: new RegExp(`${t.enable}$`) }).click();
    const secret = (await page.getByTestId("two-factor-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.locator('img[src^="data:image/png;base64,"]')).toBeVisible();
    await shot(page, `2fa-scan-${tag}`);
    await page.getByRole("button", { name: t.next }).click();
    await typeCode(page, "000000");
    await page.getByRole("button", { name: t.confirm }).click();
    await expect(page.locator(".ant-form-item-explain-error")).toHaveText(t.invalid);
    await shot(page, `2fa-verify-${tag}`);
    await typeCode(page, codeAt(secret));
    await page.getByRole("button", { name: t.confirm }).click();
    // allTextContents does not wait: wait for the codes to be shown first.
    await expect(page.getByTestId("backup-codes").locator("li")).toHaveCount(10);
    const codes = (await page.getByTestId("backup-codes").locator("li").allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await shot(page, `2fa-codes-${tag}`);
    await page.getByRole("button", { name: t.done }).click();
    await expect(page.getByTestId("two-factor-status")).toHaveText(t.on);
    await shot(page, `2fa-on-${tag}`);

    // Sign in again: a wrong code is refused, the next step's code (the current one was spent
    // confirming) lets the user in.
    await signOut(page);
    await passwordStep(page, lang, email, password);
    await typeCode(page, "123456");
    await page.getByRole("button", { name: t.verify }).click();
    await expect(page.locator(".ant-form-item-explain-error")).toHaveText(t.invalid);
    await shot(page, `login-code-${tag}`);
    await typeCode(page, codeAt(secret, 30));
    await page.getByRole("button", { name: t.verify }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(t.signedIn)).toBeVisible();

    // And with a backup code instead of the app.
    await signOut(page);
    await passwordStep(page, lang, email, password);
    await page.getByRole("button", { name: t.useBackup }).click();
    await page.getByRole("textbox").fill(codes[0]);
    await shot(page, `login-backup-${tag}`);
    await page.getByRole("button", { name: t.verify }).click();
    await expect(page).toHaveURL(/\/$/);

    // Off again (the password is asked for): the next sign-in needs no code.
    await page.goto("/users/2fa");
    await expect(page.getByTestId("backup-codes-left")).toHaveText("9");
    await page
      .getByRole("main")
      .getByRole("button", { name: new RegExp(`${t.disable}$`) })
      .click();
    await page.getByLabel(t.password).fill(password);
    await shot(page, `2fa-disable-${tag}`);
    await page.getByRole("dialog").getByRole("button", { name: t.disable, exact: true }).click();
    await expect(page.getByTestId("two-factor-status")).toHaveText(t.off);
    await signOut(page);
    await signIn(page, email, password);
  });
}
