import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createMessage, createTicket, getJson, openSupport, sendJson, type Support } from "../../fixtures/support.js";

// Every path to a closed state runs the close flow (docs/product.md#states, issue 26 point 13): the close
// dialog's route resolves, a merge closes its source, and the generic writes refuse (the shared
// CRUD suite proves that for every closing value: closing-checks.ts). The result is the ticket's
// own field, shown beside the conversation and put in the mail when the client is told: it is
// not a message of the conversation, so "do not notify" tells the client nothing.
describe.each(DATABASE_KINDS)("closing a ticket on %s", (kind) => {
  let s: Support;
  beforeAll(async () => {
    s = await openSupport(kind);
  });
  afterAll(async () => {
    await s?.test.close();
  });

  const thread = async (id: number) =>
    (await getJson(s.admin, `/api/ticket-messages?ticket_id=${id}&_end=100`)).body.map((m: any) => m.id);
  const toldClient = async (id: number) => {
    const told = s.db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", s.client.id)
      .where("record_id", "=", id);
    return (await told.execute()).length;
  };

  it("refuses the form's PATCH to resolved and tells why; the close route resolves with the result", async () => {
    const ticket = await createTicket(s.client);
    const payload = { status: "resolved", title: "Cambiado" };
    const url = `/api/tickets/${ticket.id}`;
    const res = await call(s.admin.app, s.admin.token, { method: "PATCH", url, payload, lang: "en" });
    expect(res.statusCode).toBe(422);
    const why = "“Resolved” is reached only through its close dialog, which asks for confirmation.";
    expect(res.json().errors.status).toEqual([why]);
    const { body: unchanged } = await getJson(s.admin, `/api/tickets/${ticket.id}`);
    expect(unchanged).toMatchObject({ status: "new", title: ticket.title });

    const messages = await thread(ticket.id);
    const close = { result: "Cambiamos el tóner.", notify: false };
    const closed = await sendJson(s.admin, "POST", `/api/tickets/${ticket.id}/close`, close, 200);
    expect(closed).toMatchObject({ status: "resolved", result: "Cambiamos el tóner." });
    // The result is the ticket's, not a message: the thread is as it was, and nobody was told.
    expect(await thread(ticket.id)).toEqual(messages);
    expect(await toldClient(ticket.id)).toBe(0);
    expect((await getJson(s.client, `/api/tickets/${ticket.id}`)).body.result).toBe("Cambiamos el tóner.");
  });

  it("closes a merge's source through the merge, and reopens then closes again by the dialog", async () => {
    const target = await createTicket(s.client);
    const source = await createTicket(s.client);
    await createMessage(s.client, source.id, "Lo mismo en el otro ticket");
    await sendJson(s.admin, "POST", `/api/tickets/${target.id}/merge`, { source_id: source.id }, 200);
    const { body: merged } = await getJson(s.admin, `/api/tickets/${source.id}`);
    expect(merged).toMatchObject({ status: "resolved", merged_into_id: target.id });
    const reopened = await sendJson(s.admin, "PATCH", `/api/tickets/${source.id}`, { status: "investigating" });
    expect(reopened.resolved_at).toBeNull();
    const again = await sendJson(s.admin, "POST", `/api/tickets/${source.id}/close`, { notify: true }, 200);
    expect(again.status).toBe("resolved");
  });
});
