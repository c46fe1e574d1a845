import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { api } from "./fixtures/api";
import { signIn, uniqueName } from "./helpers";

// The bell and the notifications page, each test with an account of its own (it reads and marks
// its notifications, and changes its preferences). Notifications come from
// POST /api/notifications/sample, which sends oneself one through notify (outside production),
// while the page is open: the bell hears of them over the live stream.

const shots = process.env.SCREENSHOTS_DIR;

async function sendSelf(page: Page, request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  await api(request, token!).post("notifications/sample", body);
}

const mailsTo = (dataDir: string, email: string): string[] => {
  const dir = path.join(dataDir, "outbox");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
  return files.map((f) => fs.readFileSync(path.join(dir, f), "utf8")).filter((raw) => raw.toLowerCase().includes(`to: ${email.toLowerCase()}`));
};

test("the bell counts, lists and opens notifications; the page marks them and keeps the mail choices", async ({ page, request, newUser, server }) => {
  const user = await newUser("commercial");
  await signIn(page, user.email, user.password);
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAttribute("data-count", "0");

  const [assigned, mentioned] = [uniqueName("Impresora"), uniqueName("Factura")];
  await sendSelf(page, request, { kind: "assignment", title: assigned, link: "/users/profile" });
  await sendSelf(page, request, { kind: "mention", title: mentioned, params: { by: "Ana Ruiz" }, body: "@Cuenta mira esto" });
  await sendSelf(page, request, { kind: "sla_warning", title: uniqueName("Correo caído") });
  // Heard live: no reload.
  await expect(bell).toHaveAttribute("data-count", "3");
  await expect(bell).toHaveAccessibleName("Notificaciones: 3 sin leer");

  await bell.click();
  const panel = page.getByTestId("notification-panel");
  await expect(panel.getByTestId("notification-item")).toHaveCount(3);
  await expect(panel.getByText(`Ana Ruiz le ha mencionado en «${mentioned}»`)).toBeVisible();
  await expect(panel.getByText("@Cuenta mira esto")).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/notifications-bell-es.png` });
  await panel.getByText(`Se le ha asignado «${assigned}»`).click();
  await expect(page).toHaveURL(/\/users\/profile$/);
  await expect(bell).toHaveAttribute("data-count", "2");

  await bell.click();
  await page.getByTestId("notification-mark-all").click();
  await expect(bell).toHaveAttribute("data-count", "0");
  await page.getByTestId("notification-see-all").click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { name: "Notificaciones" })).toBeVisible();
  const list = page.getByTestId("notifications-list");
  await expect(list.getByTestId("notification-item")).toHaveCount(3);
  await expect(list.locator('[data-unread="true"]')).toHaveCount(0);

  // A new one shows unread on the page too, and is marked read from its row.
  await sendSelf(page, request, { kind: "sla_breach", title: uniqueName("Servidor") });
  await expect(list.locator('[data-unread="true"]')).toHaveCount(1);
  await expect(bell).toHaveAttribute("data-count", "1");
  if (shots) await page.screenshot({ path: `${shots}/notifications-page-es.png`, fullPage: true });
  await page.getByTestId("notifications-filter").getByText(/Sin leer/).click();
  await expect(list.getByTestId("notification-item")).toHaveCount(1);
  await list.getByTestId("notification-mark-read").click();
  await expect(page.getByText("No tiene notificaciones sin leer")).toBeVisible();
  await expect(bell).toHaveAttribute("data-count", "0");

  // Replies do not come by mail to staff until asked for; the choice is kept.
  const reply = page.getByTestId("preference-reply");
  await expect(reply).toHaveAttribute("aria-checked", "false");
  await reply.click();
  await expect(page.getByText("Preferencias guardadas")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("preference-reply")).toHaveAttribute("aria-checked", "true");
  const replied = uniqueName("Respuesta");
  await sendSelf(page, request, { kind: "reply", title: replied });
  await expect.poll(() => mailsTo(server.dataDir, user.email).filter((raw) => raw.includes("Nueva respuesta")).length, { timeout: 10_000 }).toBe(1);
});

test("in English: the bell's texts, marking one read on the page and turning a mail off", async ({ page, request, newUser }) => {
  const user = await newUser("client", { language: "en" });
  await signIn(page, user.email, user.password);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const bell = page.getByTestId("notification-bell");
  const title = uniqueName("Invoice printer");
  await sendSelf(page, request, { kind: "reply", title, params: { by: "Support team" } });
  await sendSelf(page, request, { kind: "assignment", title: uniqueName("Other") });
  await expect(bell).toHaveAccessibleName("Notifications: 2 unread");

  await bell.click();
  await expect(page.getByTestId("notification-panel").getByText(`Support team replied in “${title}”`)).toBeVisible();
  await page.getByTestId("notification-see-all").click();
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  const list = page.getByTestId("notifications-list");
  await list.getByTestId("notification-mark-read").first().click();
  await expect(list.locator('[data-unread="true"]')).toHaveCount(1);
  await expect(bell).toHaveAttribute("data-count", "1");

  // Client users get replies by mail unless they turn it off.
  const reply = page.getByRole("switch", { name: "Replies on your tickets: Also by mail" });
  await expect(reply).toHaveAttribute("aria-checked", "true");
  await reply.click();
  await expect(page.getByText("Preferences saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Replies on your tickets: Also by mail" })).toHaveAttribute("aria-checked", "false");
});
