import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createMessage, createTicket, getJson, openSupport, sendJson, type Support } from "../../fixtures/support.js";

// A ticket's client carries its whole conversation: only admins move a ticket to another client
// (tickets.client_id declares editRoles), and the move is in the activity log. The generic
// checks of every such field run in the shared CRUD suite (field-role-checks.ts).
describe.each(DATABASE_KINDS)("changing a ticket's client on %s", (kind) => {
  let s: Support;
  beforeAll(async () => {
    s = await openSupport(kind);
  });
  afterAll(async () => {
    await s?.test.close();
  });

  it("refuses a commercial user moving their ticket to another client, who reads nothing of it", async () => {
    const ticket = await createTicket(s.admin, { client_id: s.client.clientId, assignee_id: s.commercial.id });
    await createMessage(s.client, ticket.id, "Datos privados del cliente");
    const before = await getJson(s.admin, `/api/tickets/${ticket.id}`);
    const elsewhere = { client_id: s.otherClient.clientId };
    for (const payload of [elsewhere, { ...elsewhere, title: "Otro título" }]) {
      const url = `/api/tickets/${ticket.id}`;
      const res = await call(s.commercial.app, s.commercial.token, { method: "PATCH", url, payload, lang: "en" });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe("You may not change “Client”: your role does not allow it.");
    }
    expect((await getJson(s.admin, `/api/tickets/${ticket.id}`)).body).toEqual(before.body);
    expect((await getJson(s.otherClient, `/api/tickets/${ticket.id}`)).status).toBe(404);
    expect((await getJson(s.otherClient, `/api/ticket-messages?ticket_id=${ticket.id}`)).body).toEqual([]);
    // The same client sent again (a whole form saved) is no change.
    const same = { client_id: s.client.clientId, title: "Título corregido" };
    const saved = await sendJson(s.commercial, "PATCH", `/api/tickets/${ticket.id}`, same);
    expect(saved).toMatchObject({ client_id: s.client.clientId, title: "Título corregido" });
  });

  it("lets an admin move it, and logs who moved it from which client to which", async () => {
    const ticket = await createTicket(s.admin, { client_id: s.client.clientId });
    const moved = await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, { client_id: s.otherClient.clientId });
    expect(moved.client_id).toBe(s.otherClient.clientId);
    const log = await s.db
      .selectFrom("audit_logs")
      .select(["user_id", "before", "after"])
      .where("resource", "=", "tickets")
      .where("record_id", "=", String(ticket.id))
      .where("action", "=", "update")
      .executeTakeFirstOrThrow();
    const json = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
    expect(log.user_id).toBe(s.admin.id);
    expect(json(log.before)).toMatchObject({ client_id: s.client.clientId });
    expect(json(log.after)).toMatchObject({ client_id: s.otherClient.clientId });
  });
});
