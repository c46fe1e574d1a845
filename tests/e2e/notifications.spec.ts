import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures/test";
import type { Api, Row } from "./fixtures/api";
import { signIn, uniqueName } from "./helpers";

// The bell and the notifications page, each test with an account of its own (it reads and marks
// its notifications, and changes its preferences). Notifications come from what the support
// screens do while the page is open (a ticket assigned, a note mentioning the user, a reply):
// the bell hears of them over the live stream.

const shots = process.env.SCREENSHOTS_DIR;

/** A ticket of the demo client (Academia Ejemplo), opened by the admin. */
async function ticketFor(admin: Api, clientApi: Api, title: string, values: Row = {}): Promise<Row> {
  const clientId = (await clientApi.get("me")).data.client_id;
  return admin.post("tickets", { title, description: `Descripción de ${title}`, client_id: clientId, ...values });
}

const mailsTo = (dataDir: string, email: string): string[] => {
  const dir = path.join(dataDir, "outbox");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
  return files
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .filter((raw) => raw.toLowerCase().includes(`to: ${email.toLowerCase()}`));
};

test("the bell counts, lists and opens notifications; the page marks them and keeps the mail choices", async ({
  page,
  newUser,
  server,
  apiAs,
}) => {
  // A name of its own: a note's "@Name Lastname" must mention this user and nobody else.
  const [first, last] = [uniqueName("Nora").replace(/\W/g, ""), "Pruebas"];
  const user = await newUser("commercial", { name: first, lastname: last });
  const [admin, client] = [apiAs("admin"), apiAs("client")];
  await signIn(page, user.email, user.password);
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAttribute("data-count", "0");

  const [assigned, mentioned] = [uniqueName("Impresora"), uniqueName("Factura")];
  const assignedTicket = await ticketFor(admin, client, assigned, { assignee_id: user.id });
  const mentionedTicket = await ticketFor(admin, client, mentioned);
  await admin.post("ticket-messages", {
    ticket_id: mentionedTicket.id,
    body: `@${first} ${last} mira esto`,
    internal: true,
  });
  await ticketFor(admin, client, uniqueName("Correo caído"), { assignee_id: user.id });
  // Heard live: no reload.
  await expect(bell).toHaveAttribute("data-count", "3");
  await expect(bell).toHaveAccessibleName("Notificaciones: 3 sin leer");

  await bell.click();
  const panel = page.getByTestId("notification-panel");
  await expect(panel.getByTestId("notification-item")).toHaveCount(3);
  await expect(panel.getByText(`Alberto Administrador te ha mencionado en «${mentioned}»`)).toBeVisible();
  await expect(panel.getByText(`@${first} ${last} mira esto`)).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/notifications-bell-es.png` });
  await panel.getByText(`Alberto Administrador te ha asignado «${assigned}»`).click();
  await expect(page).toHaveURL(new RegExp(`/support/ticket-${assignedTicket.token}$`));
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
  await ticketFor(admin, client, uniqueName("Servidor"), { assignee_id: user.id });
  await expect(list.locator('[data-unread="true"]')).toHaveCount(1);
  await expect(bell).toHaveAttribute("data-count", "1");
  if (shots) await page.screenshot({ path: `${shots}/notifications-page-es.png`, fullPage: true });
  await page
    .getByTestId("notifications-filter")
    .getByText(/Sin leer/)
    .click();
  await expect(list.getByTestId("notification-item")).toHaveCount(1);
  await list.getByTestId("notification-mark-read").click();
  await expect(page.getByText("No tienes notificaciones sin leer")).toBeVisible();
  await expect(bell).toHaveAttribute("data-count", "0");

  // Replies do not come by mail to staff until asked for; the choice is kept.
  const reply = page.getByTestId("preference-reply");
  await expect(reply).toHaveAttribute("aria-checked", "false");
  await reply.click();
  await expect(page.getByText("Preferencias guardadas")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("preference-reply")).toHaveAttribute("aria-checked", "true");
  // The client answers on a ticket assigned to the user: a reply, now also by mail.
  await client.post("ticket-messages", { ticket_id: assignedTicket.id, body: "Sigue sin imprimir" });
  await expect
    .poll(() => mailsTo(server.dataDir, user.email).filter((raw) => raw.includes("Sigue sin imprimir")).length, {
      timeout: 10_000,
    })
    .toBe(1);
});

test("in English: the bell's texts, marking one read on the page and turning a mail off", async ({
  page,
  newUser,
  apiAs,
}) => {
  const user = await newUser("client", { language: "en" });
  await signIn(page, user.email, user.password);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const bell = page.getByTestId("notification-bell");
  const title = uniqueName("Invoice printer");
  // Staff replies on two tickets of the user's client: each tells every user of that client.
  const [admin, client] = [apiAs("admin"), apiAs("client")];
  for (const t of [await ticketFor(admin, client, title), await ticketFor(admin, client, uniqueName("Other"))]) {
    await admin.post("ticket-messages", { ticket_id: t.id, body: "We are on it." });
  }
  await expect(bell).toHaveAccessibleName("Notifications: 2 unread");

  await bell.click();
  // A client is never told who in the team wrote (issue 26): the reply, not its author.
  const panel = page.getByTestId("notification-panel");
  await expect(panel.getByText(`New reply in “${title}”`)).toBeVisible();
  await expect(panel).not.toContainText("Alberto");
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
  await expect(page.getByRole("switch", { name: "Replies on your tickets: Also by mail" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
});
