import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures/test";
import type { APIRequestContext } from "@playwright/test";
import type { Api, Row } from "./fixtures/api";
import { statePath, type E2eServer } from "./fixtures/servers";
import { drag, uniqueName, chooseLanguage } from "./helpers";

// The support board (/support) and a ticket's page (/support/ticket-{token}): the board by status
// with its filters, "new ticket" with an attachment, the side panel, a refused move, closing with
// a mail to the client, merging, and what commercial and client users see. Each test works on
// tickets of its own, found by a name no other test uses (the search narrows the board to them).

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ role: "admin" });

const STATUSES = ["new", "assigned", "investigating", "testing", "solvingIssues", "externalError", "resolved"];
const PNG = path.resolve(import.meta.dirname, "fixtures/tiny.png");

const column = (page: Page, status: string) =>
  page.locator(`[data-testid="kanban-column"][data-column-id="${status}"]`);
const card = (scope: Page | Locator, id: number) => scope.locator(`[data-testid="kanban-card"][data-card-id="${id}"]`);
const option = (page: Page, text: string) =>
  page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: text });

/** Picks an option of an antd select (a chosen value covers its input: the click goes through). */
async function pick(page: Page, select: Locator, text: string): Promise<void> {
  await select.click({ force: true });
  await option(page, text).first().click();
}

async function demoClientId(apiAs: (role: "client") => Api): Promise<number> {
  return (await apiAs("client").get("me")).data.client_id;
}

async function memberId(admin: Api, fullName: string): Promise<number> {
  const members: Row[] = await admin.get("team-members?_start=0&_end=100");
  return members.find((m) => m.full_name === fullName)!.id;
}

function ticket(admin: Api, values: Row): Promise<Row> {
  return admin.post("tickets", { description: "Descripción de prueba del ticket.", urgency: "medium", ...values });
}

/** Closes a ticket as the admin (an answer of 200, which the fixtures' API helper does not take). */
async function closeTicket(request: APIRequestContext, server: E2eServer, id: number, body: Row): Promise<void> {
  const state = JSON.parse(fs.readFileSync(statePath(server, "admin"), "utf8"));
  const token = state.origins[0].localStorage.find((e: Row) => e.name === "token").value;
  const res = await request.post(`/api/tickets/${id}/close`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

const mailsTo = (dataDir: string, email: string): string[] => {
  const dir = path.join(dataDir, "outbox");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
  return files
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .filter((raw) => raw.toLowerCase().includes(`to: ${email}`));
};

test("the board shows the spec's states in order and narrows by urgency and SLA", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const clientId = await demoClientId(apiAs);
  const tag = uniqueName("Tablero");
  const urgent = await ticket(admin, { title: `${tag} urgente`, urgency: "urgent", client_id: clientId });
  const low = await ticket(admin, { title: `${tag} baja`, urgency: "low", client_id: clientId });

  await page.goto(`/support?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("heading", { name: "Tickets" })).toBeVisible();
  const columns = page.getByTestId("kanban-column");
  await expect(columns).toHaveCount(STATUSES.length);
  for (const [i, status] of STATUSES.entries()) await expect(columns.nth(i)).toHaveAttribute("data-column-id", status);
  await expect(columns.first()).toHaveAttribute("aria-label", "Nuevo");
  // Nobody has them yet: new, not "assigned".
  await expect(card(column(page, "new"), urgent.id)).toContainText("Urgente");
  await expect(card(column(page, "new"), urgent.id)).toContainText("Academia Ejemplo");
  // The resolution clock of a new urgent ticket runs (4 business hours, or paused off hours).
  await expect(card(page, urgent.id).getByTestId("sla-tag")).toBeVisible();

  await pick(page, page.getByRole("combobox", { name: "Urgencia" }), "Urgente");
  await expect(page).toHaveURL(/urgency=urgent/);
  await expect(card(page, low.id)).toHaveCount(0);
  await expect(card(page, urgent.id)).toBeVisible();

  // A ticket created a moment ago is not past its due: the SLA filter "breached" leaves it out.
  await page.getByRole("button", { name: /Más filtros/ }).click();
  await pick(page, page.getByRole("combobox", { name: "SLA" }), "Incumplido");
  await expect(page).toHaveURL(/sla=breached/);
  await expect(page.getByTestId("kanban-card")).toHaveCount(0);

  // The table view: a ticket's link names it by its token, never by its id.
  await page.goto(`/support?q=${encodeURIComponent(tag)}&view=table`);
  await expect(page.getByRole("link", { name: urgent.title })).toHaveAttribute(
    "href",
    `/support/ticket-${urgent.token}`,
  );
});

test("an admin opens a ticket with an attachment and handles it from the side panel", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const title = uniqueName("Impresora");
  await page.goto("/support");
  await page.getByRole("button", { name: "Crear" }).click();
  const modal = page.getByRole("dialog", { name: "Nuevo ticket" });
  await modal.getByLabel("Título").fill(title);
  await modal.getByLabel("Descripción").fill("La impresora de recepción no imprime desde ayer.");
  await pick(page, modal.getByRole("combobox", { name: "Cliente" }), "Academia Ejemplo");
  await pick(page, modal.getByRole("combobox", { name: "Urgencia" }), "Alta");
  await modal.getByTestId("new-ticket-files").locator("input[type=file]").setInputFiles(PNG);
  await expect(modal.getByTestId("new-ticket-file")).toContainText("tiny.png");
  await modal.getByRole("button", { name: "Abrir ticket" }).click();

  await expect(page).toHaveURL(/\/support\/ticket-[A-Za-z0-9]{16}$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("message-file-name")).toHaveText("tiny.png");
  const token = page.url().split("ticket-").pop()!;
  const [stored] = await admin.get(`tickets?token=${token}`);
  expect(stored).toMatchObject({ title, urgency: "high", status: "new" });

  // Assigning someone makes the new ticket assigned.
  const panel = page.getByTestId("ticket-panel");
  await pick(page, panel.getByRole("combobox", { name: "Asignado a" }), "Carmen Comercial");
  await expect
    .poll(async () => (await admin.get(`tickets/${stored.id}`)).assignee_id)
    .toBe(await memberId(admin, "Carmen Comercial"));
  await expect(page.getByTestId("ticket-header-status")).toHaveText("Asignado");
  await pick(page, panel.getByRole("combobox", { name: "Estado" }), "Investigando");
  await expect(page.getByTestId("ticket-header-status")).toHaveText("Investigando");
  await expect.poll(async () => (await admin.get(`tickets/${stored.id}`)).status).toBe("investigating");
  await expect(page.getByTestId("sla-clocks")).toContainText("Primera respuesta");

  const time = page.getByTestId("ticket-time");
  await time.getByLabel("Minutos").fill("30");
  await time.getByLabel("Nota").fill("Revisión del controlador");
  await time.getByRole("button", { name: "Registrar tiempo" }).click();
  await expect(time.getByTestId("ticket-time-entry")).toContainText("Revisión del controlador");
  await expect(page.getByTestId("ticket-time-total")).toHaveText("Total: 30 min");
});

test("a move the table refuses shows why, and the card goes back", async ({ page, apiAs, request, server }) => {
  const admin = apiAs("admin");
  const title = uniqueName("Cerrado");
  const done = await ticket(admin, { title, client_id: await demoClientId(apiAs) });
  await closeTicket(request, server, done.id, { notify: false });

  await page.goto(`/support?q=${encodeURIComponent(title)}`);
  await expect(card(column(page, "resolved"), done.id)).toBeVisible();
  // The last two columns, side by side once the board is scrolled to the card.
  await card(page, done.id).scrollIntoViewIfNeeded();
  const moved = page.waitForResponse((res) => res.url().endsWith(`/api/tickets/${done.id}/move`));
  await drag(page, card(page, done.id), column(page, "externalError"));
  expect((await moved).status()).toBe(422);
  await expect(page.getByText(/no puede pasar de «Resuelto» a «Error externo»/)).toBeVisible();
  await expect(card(column(page, "resolved"), done.id)).toBeVisible();
  await expect(card(column(page, "externalError"), done.id)).toHaveCount(0);

  // The page offers only what the table allows from "resolved": reopening.
  await page.goto(`/support/ticket-${done.token}`);
  await page.getByTestId("ticket-panel").getByRole("combobox", { name: "Estado" }).click({ force: true });
  await expect(page.locator(".ant-select-dropdown:visible .ant-select-item-option")).toHaveText([
    "Resuelto",
    "Investigando",
  ]);
});

test("an admin closes a ticket notifying the client, and merges two tickets of one client", async ({
  page,
  apiAs,
  server,
}) => {
  const admin = apiAs("admin");
  const clientId = await demoClientId(apiAs);
  const title = uniqueName("Cierre");
  const closing = await ticket(admin, { title, client_id: clientId });
  const before = mailsTo(server.dataDir, "client@demo.test").length;

  await page.goto(`/support/ticket-${closing.token}`);
  await page.getByTestId("ticket-close").click();
  const dialog = page.getByRole("dialog", { name: "Cerrar el ticket" });
  await dialog.getByLabel("Resultado (opcional)").fill("Se cambió el tóner.");
  await expect(dialog.getByRole("checkbox", { name: "Avisar al cliente" })).toBeChecked();
  await dialog.getByRole("button", { name: "Cerrar ticket" }).click();
  await expect(page.getByTestId("ticket-header-status")).toHaveText("Resuelto");
  expect(await admin.get(`tickets/${closing.id}`)).toMatchObject({ status: "resolved", result: "Se cambió el tóner." });
  await expect.poll(() => mailsTo(server.dataDir, "client@demo.test").length).toBeGreaterThan(before);
  expect(
    mailsTo(server.dataDir, "client@demo.test").some((raw) => raw.includes(`Subject: Ticket resuelto: ${title}`)),
  ).toBe(true);

  const target = await ticket(admin, { title: uniqueName("Destino"), client_id: clientId });
  const source = await ticket(admin, {
    title: uniqueName("Origen"),
    client_id: clientId,
    description: "Mensaje que llega con la fusión.",
  });
  await page.goto(`/support/ticket-${target.token}`);
  await page.getByTestId("ticket-merge").click();
  const merge = page.getByTestId("merge-modal");
  await merge.getByRole("combobox").fill(source.title);
  await option(page, source.title).click();
  await page.getByRole("dialog").getByRole("button", { name: "Fusionar" }).click();
  await expect(page.getByTestId("ticket-thread")).toContainText("Mensaje que llega con la fusión.");
  expect(await admin.get(`tickets/${source.id}`)).toMatchObject({ status: "resolved", merged_into_id: target.id });
  await page.goto(`/support/ticket-${source.token}`);
  await expect(page.getByTestId("ticket-merged")).toContainText(target.title);
});

test("a commercial user sees only the tickets assigned to them", async ({ page, apiAs, signInAs }) => {
  const admin = apiAs("admin");
  const clientId = await demoClientId(apiAs);
  const tag = uniqueName("Reparto");
  const mine = await ticket(admin, {
    title: `${tag} suyo`,
    client_id: clientId,
    assignee_id: await memberId(admin, "Carmen Comercial"),
  });
  const other = await ticket(admin, {
    title: `${tag} ajeno`,
    client_id: clientId,
    assignee_id: await memberId(admin, "Alberto Administrador"),
  });

  await signInAs(page, "commercial", `/support?q=${encodeURIComponent(tag)}`);
  await expect(card(page, mine.id)).toBeVisible();
  await expect(page.getByTestId("kanban-card")).toHaveCount(1);
  await expect(card(page, other.id)).toHaveCount(0);
  await card(page, mine.id).click();
  await expect(page).toHaveURL(`/support/ticket-${mine.token}`);
  await expect(page.getByTestId("ticket-panel")).toHaveAttribute("data-panel", "staff");
  await page.goto(`/support/ticket-${other.token}`);
  await expect(page.getByTestId("ticket-not-found")).toBeVisible();
});

test(
  "a client opens a ticket without staff fields, sees " + "the reduced panel and rates it once resolved (English)",
  async ({ page, apiAs, signInAs, request, server }) => {
    const admin = apiAs("admin");
    const title = uniqueName("Portal");
    await chooseLanguage(page, "en");
    await signInAs(page, "client", "/support");
    await page.getByRole("button", { name: "Create" }).click();
    const modal = page.getByRole("dialog", { name: "New ticket" });
    await expect(modal.getByLabel("Title")).toBeVisible();
    await expect(modal.getByRole("combobox", { name: "Urgency" })).toBeVisible();
    await expect(modal.getByRole("combobox", { name: "Type" })).toBeVisible();
    for (const staffOnly of ["Client", "Assignee", "Complexity", "Category", "Tags"])
      await expect(modal.getByText(staffOnly, { exact: true })).toHaveCount(0);
    await modal.getByLabel("Title").fill(title);
    await modal.getByLabel("Description").fill("The invoices page shows an error.");
    await modal.getByTestId("new-ticket-files").locator("input[type=file]").setInputFiles(PNG);
    await modal.getByRole("button", { name: "Open ticket" }).click();

    await expect(page).toHaveURL(/\/support\/ticket-[A-Za-z0-9]{16}$/);
    await expect(page.getByTestId("message-file-name")).toHaveText("tiny.png");
    const panel = page.getByTestId("ticket-panel");
    await expect(panel).toHaveAttribute("data-panel", "client");
    await expect(panel.getByTestId("ticket-status-tag")).toHaveText("Open");
    for (const staffOnly of ["sla-clocks", "ticket-time", "client-tickets", "ticket-close", "ticket-merge"])
      await expect(page.getByTestId(staffOnly)).toHaveCount(0);
    await expect(page.getByTestId("ticket-rating")).toHaveCount(0);

    const token = page.url().split("ticket-").pop()!;
    const [mine] = await admin.get(`tickets?token=${token}`);
    // Staff answer with an internal note and a public reply: the client sees the reply only, live.
    await admin.post("ticket-messages", {
      ticket_id: mine.id,
      body: "Internal: the invoices job is stuck",
      internal: true,
    });
    await admin.post("ticket-messages", { ticket_id: mine.id, body: "We are restarting the invoices job." });
    await expect(
      page.getByTestId("ticket-message").filter({ hasText: "We are restarting the invoices job." }),
    ).toBeVisible();
    await expect(page.getByText("Internal: the invoices job is stuck")).toHaveCount(0);
    // Closed with notify: the outbox holds the client's mail, in their language, with the result.
    const closeMails = () =>
      mailsTo(server.dataDir, "client@demo.test").filter(
        (raw) => raw.includes(title) && raw.includes("Fixed the invoices page.") && raw.includes("/support/rate/"),
      );
    expect(closeMails()).toHaveLength(0);
    await closeTicket(request, server, mine.id, { result: "Fixed the invoices page.", notify: true });
    await expect.poll(() => closeMails().length, { timeout: 15_000 }).toBe(1);
    await expect(panel.getByTestId("ticket-status-tag")).toHaveText("Resolved");
    const rating = page.getByTestId("ticket-rating");
    await rating.getByRole("radio").nth(3).click();
    await rating.getByLabel("Comment (optional)").fill("Quick and clear.");
    await rating.getByTestId("ticket-rate").click();
    await expect(rating).toContainText("Thank you for your rating.");
    expect(await admin.get(`tickets/${mine.id}`)).toMatchObject({ rating: 4, rating_comment: "Quick and clear." });
  },
);
