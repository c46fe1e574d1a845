import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { statePath, type E2eServer } from "./fixtures/servers";
import type { Api, Row } from "./fixtures/api";
import { uniqueName, chooseLanguage } from "./helpers";

// A ticket's conversation (issue 12): staff write an internal note that mentions a colleague and
// a public reply started from a canned response (variables filled) with a file dropped on the box;
// the two are told apart; the client sees only the reply, live, and downloads its file. Closing
// with notify mails the client a rating link that works once, with no sign-in. Spanish and English.

test.describe.configure({ timeout: 120_000 });

const WORDS = {
  es: {
    note: "Nota interna",
    reply: "Respuesta",
    canned: "Insertar una respuesta predefinida",
    wrongType: "«notas.txt» no es un PNG, JPG, PDF ni DOCX",
    thanks: "¡Gracias por tu valoración!",
    used: "Este enlace ya se ha usado",
    submit: "Enviar valoración",
    comment: "Comentario (opcional)",
  },
  en: {
    note: "Internal note",
    reply: "Reply",
    canned: "Insert a canned response",
    wrongType: "“notas.txt” is not a PNG, JPG, PDF or DOCX",
    thanks: "Thank you for your rating!",
    used: "This link has already been used",
    submit: "Send rating",
    comment: "Comment (optional)",
  },
} as const;
type Lang = keyof typeof WORDS;

const PNG = fs.readFileSync(path.join(import.meta.dirname, "fixtures", "tiny.png"));

async function newTicket(admin: Api, clientApi: Api, title: string): Promise<Row> {
  const clientId = (await clientApi.get("me")).data.client_id;
  return admin.post("tickets", { title, description: `Descripción de ${title}`, client_id: clientId, urgency: "high" });
}

/** Drops files on `target` as a person dragging them from the desktop would. */
async function dropFiles(page: Page, target: Locator, files: { name: string; type: string; bytes: Buffer }[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const dt = new DataTransfer();
      for (const f of list)
        dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
      return dt;
    },
    files.map((f) => ({ name: f.name, type: f.type, b64: f.bytes.toString("base64") })),
  );
  await target.dispatchEvent("dragenter", { dataTransfer });
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

const messages = (page: Page) => page.getByTestId("ticket-message");
const message = (page: Page, text: string) => messages(page).filter({ hasText: text });
const replyText = (page: Page) => page.getByTestId("reply-text").locator("textarea");

/** Staff: an internal note mentioning Diego, then a reply from a canned response with a file. */
async function staffWrite(page: Page, lang: Lang, ticket: Row, note: string) {
  const w = WORDS[lang];
  await page.goto(`/support/ticket-${ticket.token}`);
  await expect(message(page, `Descripción de ${ticket.title}`)).toBeVisible();

  await page.getByTestId("reply-mode").getByText(w.note).click();
  await expect(page.getByTestId("reply-box")).toHaveAttribute("data-mode", "note");
  await replyText(page).pressSequentially(`${note} @Dieg`);
  await page
    .locator(".ant-mentions-dropdown")
    .getByText(/^Diego Navarro/)
    .click();
  await expect(replyText(page)).toHaveValue(`${note} @Diego Navarro `);
  await replyText(page).pressSequentially("mira esto");
  await replyText(page).press("Control+Enter");
  await expect(message(page, note)).toHaveAttribute("data-internal", "true");
  await expect(message(page, note).getByTestId("ticket-message-internal")).toHaveText(w.note);
  await expect(replyText(page)).toHaveValue("");

  await page.getByTestId("reply-mode").getByText(w.reply, { exact: true }).click();
  const canned = page.getByRole("combobox", { name: w.canned });
  await canned.click();
  await canned.fill("resuelta");
  await page.getByTestId("canned-option").filter({ hasText: "Solicitud resuelta" }).click();
  await expect(replyText(page)).toHaveValue(
    new RegExp(
      `^Hola, ${ticket.client_name}:\\n\\nDamos por resuelta la solicitud ${ticket.token}\\.[\\s\\S]*Alberto `
        + `Administrador$`,
    ),
  );

  const box = page.getByTestId("reply-box");
  await dropFiles(page, box, [
    { name: "captura.png", type: "image/png", bytes: PNG },
    { name: "notas.txt", type: "text/plain", bytes: Buffer.from("no") },
  ]);
  await expect(page.getByText(w.wrongType)).toBeVisible();
  await expect(page.getByTestId("pending-file")).toHaveCount(1);
  await expect(page.getByTestId("pending-file")).toContainText("captura.png");
  await page.getByTestId("reply-send").click();
  const reply = message(page, `Damos por resuelta la solicitud ${ticket.token}`);
  await expect(reply).toHaveAttribute("data-internal", "false");
  await expect(reply.getByTestId("message-file-name")).toHaveText("captura.png");
  await expect(page.getByTestId("pending-file")).toHaveCount(0);
  // Told apart at a glance: only the note wears the label.
  await expect(reply.getByTestId("ticket-message-internal")).toHaveCount(0);
}

test.describe("staff and the client", () => {
  test.use({ role: "admin" });

  test("a note with a mention and a reply with a file; the client sees only the reply, live (es)", async ({
    page,
    apiAs,
    signInAs,
  }) => {
    const ticket = await newTicket(apiAs("admin"), apiAs("client"), uniqueName("Conversación"));
    const note = uniqueName("Nota secreta");
    await staffWrite(page, "es", ticket, note);

    // Diego was told about the mention.
    await expect(async () => {
      const mine: Row[] = await apiAs("diego").get("notifications?_start=0&_end=50");
      expect(mine.some((n) => n.kind === "mention" && JSON.stringify(n).includes(ticket.title))).toBe(true);
    }).toPass({ timeout: 15_000 });

    await signInAs(page, "client", `/support/ticket-${ticket.token}`);
    const reply = message(page, `Damos por resuelta la solicitud ${ticket.token}`);
    await expect(reply).toBeVisible();
    await expect(page.getByText(note)).toHaveCount(0);
    await expect(page.locator("[data-internal=true]")).toHaveCount(0);
    await expect(page.getByTestId("reply-mode")).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: WORDS.es.canned })).toHaveCount(0);
    const download = page.waitForEvent("download");
    await reply.getByTestId("message-file").getByRole("button").click();
    expect((await download).suggestedFilename()).toBe("captura.png");

    // Live: staff write a note and then a reply; the reply shows without a reload, the note never.
    const admin = apiAs("admin");
    await admin.post("ticket-messages", { ticket_id: ticket.id, body: "Nota que el cliente no ve", internal: true });
    await admin.post("ticket-messages", { ticket_id: ticket.id, body: "Respuesta en directo", internal: false });
    await expect(message(page, "Respuesta en directo")).toBeVisible();
    await expect(page.getByText("Nota que el cliente no ve")).toHaveCount(0);
    await expect(messages(page).last()).toBeInViewport();

    // The client answers from the box (no note mode) and staff see it come in live.
    await replyText(page).fill("Gracias, lo pruebo\ny os digo");
    await replyText(page).press("Control+Enter");
    await expect(message(page, "Gracias, lo pruebo")).toHaveAttribute("data-internal", "false");
    await expect(message(page, "Gracias, lo pruebo").getByTestId("ticket-message-body")).toHaveText(
      "Gracias, lo pruebo\ny os digo",
    );
  });

  test("a note and a reply told apart, in English", async ({ page, apiAs }) => {
    await chooseLanguage(page, "en");
    const ticket = await newTicket(apiAs("admin"), apiAs("client"), uniqueName("Conversation"));
    await staffWrite(page, "en", ticket, uniqueName("Secret note"));
    await expect(page.locator("[data-internal=true]")).toHaveCount(1);

    // A file that passes the browser's check but not the API's (its bytes are no PNG): the message
    // goes, and the box says which file was refused and why.
    await replyText(page).fill("With a picture that is not one");
    await dropFiles(page, page.getByTestId("reply-box"), [
      { name: "fake.png", type: "image/png", bytes: Buffer.from("not a png at all") },
    ]);
    await page.getByTestId("reply-send").click();
    await expect(message(page, "With a picture that is not one")).toBeVisible();
    await expect(page.getByTestId("refused-file")).toContainText("fake.png");
    await expect(message(page, "With a picture that is not one").getByTestId("message-file")).toHaveCount(0);
  });
});

/** The admin's saved token, for a call the fixtures' API helper does not make (an answer of 200). */
function adminToken(server: E2eServer): string {
  return JSON.parse(fs.readFileSync(statePath(server, "admin"), "utf8")).origins[0].localStorage.find(
    (e: Row) => e.name === "token",
  ).value;
}

// The rating link, read from the close mail in the worker's outbox (quoted-printable decoded).
async function ratingLinkFor(outbox: string, title: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
    const bodies = files.map((f) =>
      fs
        .readFileSync(path.join(outbox, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    );
    const mail = bodies.find((b) => b.includes(title) && b.toLowerCase().includes("to: client@demo.test"));
    link = /https?:\/\/[^\s"<>]+\/support\/rate\/[A-Za-z0-9_-]+/.exec(mail ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 15_000 });
  return link;
}

for (const lang of ["es", "en"] as const) {
  test(`the mailed rating link rates the ticket once, with no sign-in (${lang})`, async ({
    page,
    apiAs,
    request,
    server,
  }) => {
    const w = WORDS[lang];
    const ticket = await newTicket(apiAs("admin"), apiAs("client"), uniqueName(lang === "es" ? "Valorar" : "Rate"));
    const closed = await request.post(`/api/tickets/${ticket.id}/close`, {
      headers: { authorization: `Bearer ${adminToken(server)}` },
      data: { result: "Arreglado", notify: true },
    });
    expect(closed.status(), await closed.text()).toBe(200);
    const link = new URL(await ratingLinkFor(path.join(server.dataDir, "outbox"), ticket.title));

    if (lang === "en") await chooseLanguage(page, "en");
    await page.goto(link.pathname);
    await expect(page.getByTestId("rating-ticket-title")).toHaveText(ticket.title);
    await page.getByTestId("rating-submit").click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.getByTestId("rating-stars").locator(".ant-rate-star").nth(3).click();
    await page.getByLabel(w.comment).fill("Rápido y amable");
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.thanks)).toBeVisible();
    const rated: Row = await apiAs("admin").get(`tickets/${ticket.id}`);
    expect([rated.rating, rated.rating_comment]).toEqual([4, "Rápido y amable"]);

    await page.reload();
    await expect(page.getByText(w.used)).toBeVisible();
  });
}
