import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { LiveStreams } from "../../fixtures/live-client.js";
import { createMessage, createTicket, getJson, openSupport, sendJson, type Support } from "../../fixtures/support.js";
import { multipartForm, tinyPng } from "../../fixtures/files.js";

// Internal notes are the support team's: no route ever gives one to a client (list, show,
// search, files, live events, notifications), and a client cannot write one.
describe.each(DATABASE_KINDS)("the conversation's privacy on %s", (kind) => {
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

  async function upload(api: Support["admin"], messageId: number) {
    const form = multipartForm([{ name: "ticket_message_id", value: String(messageId) }], {
      filename: "captura.png",
      contentType: "image/png",
      bytes: tinyPng(),
    });
    return call(api.app, api.token, { method: "POST", url: "/api/ticket-files", ...form });
  }

  it("keeps internal notes and their files from the client through every read", async () => {
    const ticket = await createTicket(s.client);
    const note = await createMessage(s.admin, ticket.id, "Secreto interno del equipo", true);
    const reply = await createMessage(s.admin, ticket.id, "Respuesta pública al cliente");
    const noteFile = await upload(s.admin, note.id);
    expect(noteFile.statusCode).toBe(201);
    const { body: thread } = await getJson(s.client, `/api/ticket-messages?ticket_id=${ticket.id}`);
    expect(thread.map((m: any) => m.id)).toContain(reply.id);
    expect(thread.map((m: any) => m.id)).not.toContain(note.id);
    expect((await getJson(s.client, `/api/ticket-messages/${note.id}`)).status).toBe(404);
    expect((await getJson(s.client, "/api/ticket-messages?q=Secreto")).body).toEqual([]);
    expect((await getJson(s.client, "/api/ticket-messages?internal=true")).body).toEqual([]);
    expect((await getJson(s.client, `/api/ticket-files?ticket_message_id=${note.id}`)).body).toEqual([]);
    expect((await getJson(s.client, `/api/ticket-files/${noteFile.json().id}/download`)).status).toBe(404);
    const { body: staffThread } = await getJson(s.admin, `/api/ticket-messages?ticket_id=${ticket.id}`);
    expect(staffThread.map((m: any) => m.id)).toEqual(expect.arrayContaining([note.id, reply.id]));
  });

  it("refuses a client's internal note and a message on another client's ticket", async () => {
    const ticket = await createTicket(s.client);
    const res = await call(s.client.app, s.client.token, {
      method: "POST",
      url: "/api/ticket-messages",
      payload: { ticket_id: ticket.id, body: "¿interno?", internal: true },
    });
    expect(res.statusCode).toBe(403);
    const foreign = await createTicket(s.admin, { client_id: s.otherClient.clientId });
    const elsewhere = await call(s.client.app, s.client.token, {
      method: "POST",
      url: "/api/ticket-messages",
      payload: { ticket_id: foreign.id, body: "Hola" },
    });
    expect(elsewhere.statusCode).toBe(422);
    const own = await createMessage(s.client, ticket.id, "Gracias");
    expect(own.internal).toBe(false);
  });

  it("does not let a client attach files to a staff reply", async () => {
    const ticket = await createTicket(s.client);
    const reply = await createMessage(s.admin, ticket.id, "Le adjunto la factura");
    expect((await upload(s.client, reply.id)).statusCode).toBe(422);
    const own = await createMessage(s.client, ticket.id, "Aquí va mi captura");
    expect((await upload(s.client, own.id)).statusCode).toBe(201);
  });

  it("never tells a client's live stream of an internal note", async () => {
    const ticket = await createTicket(s.client);
    const live = await streams.connect(s.client.token);
    const note = await createMessage(s.admin, ticket.id, "Nota del equipo", true);
    const reply = await createMessage(s.admin, ticket.id, "Le respondemos");
    await live.rowEvent("ticket-messages", "created", reply.id);
    expect(live.idsOf("ticket-messages")).not.toContain(note.id);
  });

  it(
    "notifies the client's users of a public reply, the assignee of the client's message, and the mentioned of a "
      + "note",
    async () => {
      await s.db.updateTable("users").set({ name: "Nuria", lastname: "Campos" }).where("id", "=", s.other.id).execute();
      const ticket = await createTicket(s.client);
      await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, { assignee_id: s.commercial.id });
      const count = async (userId: number, kind: string) =>
        Number(
          (
            await s.db
              .selectFrom("notifications")
              .select((eb) => eb.fn.countAll().as("n"))
              .where("user_id", "=", userId)
              .where("kind", "=", kind)
              .where("record_id", "=", ticket.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count(s.commercial.id, "assignment")).toBe(1);
      await createMessage(s.admin, ticket.id, "Hola @Nuria Campos, ¿lo miras?", true);
      expect(await count(s.other.id, "mention")).toBe(1);
      expect(await count(s.client.id, "reply")).toBe(0);
      await createMessage(s.admin, ticket.id, "Estamos en ello");
      expect(await count(s.client.id, "reply")).toBe(1);
      await createMessage(s.client, ticket.id, "Gracias");
      expect(await count(s.commercial.id, "reply")).toBe(1);
      const after = (await getJson(s.admin, `/api/tickets/${ticket.id}`)).body;
      expect(after.first_responded_at).not.toBeNull();
    },
  );
});
