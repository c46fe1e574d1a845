import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures/test";
import { signIn } from "./helpers";

// The e2e servers have no SMTP_URL: mails land as .eml files in the worker's server's DATA_DIR outbox.
let OUTBOX = "";
test.beforeEach(({ server }) => {
  OUTBOX = path.join(server.dataDir, "outbox");
});

function outbox(): string[] {
  return fs.existsSync(OUTBOX)
    ? fs
        .readdirSync(OUTBOX)
        .filter((f) => f.endsWith(".eml"))
        .sort()
    : [];
}

const mailTo = (file: string, email: string) =>
  fs.readFileSync(path.join(OUTBOX, file), "utf8").toLowerCase().includes(`to: ${email}`);

/** The reset link in the newest mail to `email` (quoted-printable decoded). */
async function resetLinkFor(email: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const files = outbox().reverse();
    const raw = files
      .map((f) => fs.readFileSync(path.join(OUTBOX, f), "utf8"))
      .find((m) => m.toLowerCase().includes(`to: ${email}`));
    const body = (raw ?? "")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    link = /https?:\/\/[^\s"<>]+\/auth\/reset-password\?[^\s"<>]+/.exec(body)?.[0].replace(/&amp;/g, "&") ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 10_000 });
  return link;
}

test("a user recovers the password through the mailed link and signs in with the new one", async ({
  page,
  newUser,
}) => {
  const { email } = await newUser("client", { name: "Recuperación Prueba" });

  await page.goto("/auth/login");
  await page.getByRole("link", { name: "¿Has olvidado tu contraseña?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The login page also has an email field: wait until the recovery page has replaced it.
  await expect(page.getByRole("heading", { name: "Recuperar contraseña" })).toBeVisible();
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByText("Revisa tu correo")).toBeVisible();
  await expect(page.getByText(/^Si existe una cuenta con ese correo/)).toBeVisible();

  const link = await resetLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Nueva contraseña" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel("Contraseña nueva").fill("Segunda-Clave-2026");
  await page.getByLabel("Confirmar contraseña").fill("Otra-Distinta-2026");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByText("Las contraseñas no coinciden")).toBeVisible();
  await page.getByLabel("Confirmar contraseña").fill("Segunda-Clave-2026");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText("Contraseña restablecida. Ya puedes iniciar sesión.")).toBeVisible();

  await signIn(page, email, "Segunda-Clave-2026");
  await expect(page.getByTestId("header-user")).toHaveText("Recuperación Prueba");

  // The link worked once; opened again (signed out) it says so and offers a new one.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel("Contraseña nueva").fill("Tercera-Clave-2026");
  await page.getByLabel("Confirmar contraseña").fill("Tercera-Clave-2026");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /no es válido, ya se ha usado o ha caducado/ })
      .first(),
  ).toBeVisible();
  await page.getByRole("link", { name: "Solicitar un enlace nuevo" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});

test("an unknown address gets the same answer and no mail", async ({ page, request, newUser }) => {
  const known = await newUser("client");
  const before = outbox();
  const nobody = `nadie.${Date.now().toString(36)}@example.com`;
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Correo electrónico").fill(nobody);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByText(/^Si existe una cuenta con ese correo/)).toBeVisible();

  // Then a known address: once its mail is written, a mail the first request had queued (the
  // server sends after answering) would be there too. Only the known one's arrived.
  const res = await request.post("/api/auth/forgot-password", { data: { email: known.email } });
  expect(res.status(), await res.text()).toBe(200);
  await resetLinkFor(known.email);
  const added = outbox().filter((f) => !before.includes(f));
  expect(added).toHaveLength(1);
  expect(mailTo(added[0], known.email)).toBe(true);
  expect(outbox().some((f) => mailTo(f, nobody))).toBe(false);
});

test("a link without its token says so", async ({ page }) => {
  await page.goto("/auth/reset-password");
  await expect(page.getByText("Este enlace no está completo.", { exact: false })).toBeVisible();
});
