import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { multipartForm, tinyPng } from "../../fixtures/files.js";
import { LiveStreams } from "../../fixtures/live-client.js";
import { createMessage, createTicket, getJson, openSupport, sendJson, type Support } from "../../fixtures/support.js";

// A client learns nothing from the team's own work on a ticket (docs/product.md#product-rules): an internal note, a
// file on it, a colleague it mentions and the time logged change no answer a client can read
// (the ticket, the lists and their order, the conversation, notifications, the dashboard, the
// search) and send nothing down the client's live stream.
describe.each(DATABASE_KINDS)("the team's own work, seen from the client's side, on %s", (kind) => {
  let s: Support;
  const streams = new LiveStreams();
  beforeAll(async () => {
    s = await openSupport(kind);
    await streams.serve(s.test.app);
  });
  afterAll(async () => {
    streams.closeAll();
    await s?.test.close();
  });

  /** Everything the client reads that a ticket's activity could show in, with the counts in the headers. */
  async function clientReads(ticketId: number, title: string) {
    const urls = [
      `/api/tickets/${ticketId}`,
      "/api/tickets?_start=0&_end=50",
      "/api/tickets?_start=0&_end=50&_sort=last_message_at&_order=desc",
      `/api/ticket-messages?ticket_id=${ticketId}&_start=0&_end=50`,
      "/api/ticket-files?_start=0&_end=50",
      "/api/notifications?_start=0&_end=50",
      "/api/notifications/unread-count",
      "/api/dashboard",
      `/api/search?q=${encodeURIComponent(title)}`,
    ];
    const answers: Record<string, any> = {};
    for (const url of urls) {
      const res = await getJson(s.client, url);
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
      const [total, unread] = [res.headers["x-total-count"], res.headers["x-unread-count"]];
      answers[url] = { status: res.status, body: res.body, total, unread };
    }
    return answers;
  }

  it("an internal note, its file, a mention and logged time change nothing the client reads or hears", async () => {
    await s.db.updateTable("users").set({ name: "Nuria", lastname: "Campos" }).where("id", "=", s.other.id).execute();
    const ticket = await createTicket(s.client, { title: "Silencio interno" });
    const elsewhere = await createTicket(s.client, { title: "Otro ticket" });
    await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, { assignee_id: s.commercial.id });
    await createMessage(s.commercial, ticket.id, "Lo estamos mirando.");
    // The first ticket's last message is older than the other's: a note must not reorder them.
    await createMessage(s.client, elsewhere.id, "¿Alguna novedad?");
    const before = await clientReads(ticket.id, "Silencio");
    const live = await streams.connect(s.client.token);

    const note = await createMessage(s.commercial, ticket.id, "Nota interna: @Nuria Campos, ¿lo revisas?", true);
    const file = { filename: "traza.png", contentType: "image/png", bytes: tinyPng() };
    const form = multipartForm([{ name: "ticket_message_id", value: String(note.id) }], file);
    const upload = await call(s.commercial.app, s.commercial.token, {
      method: "POST",
      url: "/api/ticket-files",
      ...form,
    });
    expect(upload.statusCode).toBe(201);
    const time = { minutes: 20, note: "Revisión de trazas" };
    await sendJson(s.commercial, "POST", `/api/tickets/${ticket.id}/time`, time, 201);
    // A reply on the other ticket marks the end: whatever the work above sent came before it.
    const reply = await createMessage(s.admin, elsewhere.id, "Sí, mañana lo tienes.");
    await live.rowEvent("ticket-messages", "created", reply.id);

    const heard = live.messages.filter((m) => m.event !== "ready").map((m) => m.data);
    const only = (e: any, resource: string, id: number) =>
      e.resource === resource && e.ids.every((x: number) => x === id);
    const news = (e: any) =>
      only(e, "tickets", elsewhere.id) || only(e, "ticket-messages", reply.id) || e.resource === "notifications";
    expect(heard.filter((e) => !news(e))).toEqual([]);
    const after = await clientReads(ticket.id, "Silencio");
    // The reply elsewhere is the client's news: the ticket of the note is as it was, and so is the rest.
    const LISTS = ["/api/tickets?_start=0&_end=50", "/api/tickets?_start=0&_end=50&_sort=last_message_at&_order=desc"];
    const NOTIFICATIONS = "/api/notifications?_start=0&_end=50";
    const moving = [NOTIFICATIONS, "/api/notifications/unread-count", "/api/dashboard", ...LISTS];
    const unchanged = (answers: Record<string, any>) => ({
      ...answers,
      ...Object.fromEntries(moving.map((url) => [url, undefined])),
    });
    expect(unchanged(after)).toEqual(unchanged(before));
    const rowsOf = (answers: Record<string, any>, url: string) =>
      answers[url].body.map((t: any) => (t.id === elsewhere.id ? { id: t.id } : t));
    for (const url of LISTS) {
      expect(rowsOf(after, url), url).toEqual(rowsOf(before, url));
    }
    // The client heard of the reply elsewhere, and of nothing else.
    const notes = (answers: Record<string, any>) =>
      answers[NOTIFICATIONS].body.filter((n: any) => n.record_id !== elsewhere.id);
    expect(notes(after)).toEqual(notes(before));
    const unread = (answers: Record<string, any>) => answers["/api/notifications/unread-count"].body.count;
    expect(unread(after)).toBe(unread(before) + 1);
    expect(after["/api/dashboard"]).toEqual(before["/api/dashboard"]);
    // Staff see the note and its time.
    const staffThread = (await getJson(s.admin, `/api/ticket-messages?ticket_id=${ticket.id}`)).body;
    expect(staffThread.map((m: any) => m.id)).toContain(note.id);
  });
});
