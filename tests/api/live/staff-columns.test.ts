import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanSla } from "../../../api/modules/support/sla/sla-scan.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { LiveStreams } from "../../fixtures/live-client.js";
import { createMessage, createTicket, openSupport, sendJson, type Support } from "../../fixtures/support.js";

// A ticket's update names the columns it changed (migration 0021): a client's stream hears of it
// only when a column the client reads changed. The team's own columns (an SLA warning's marker,
// the clock's warn points) move without a word to the client; staff hear every update.
describe.each(DATABASE_KINDS)("updates of the team's own columns on %s", (kind) => {
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

  it("tells staff, not the client, of an SLA warning; tells both of a change the client reads", async () => {
    // A company open round the clock and a ticket opened a day ago: its first response is overdue.
    const roundTheClock = { business_days: [1, 2, 3, 4, 5, 6, 7], business_start: "00:00", business_end: "24:00" };
    await s.db.updateTable("company").set(roundTheClock).where("id", "=", 1).execute();
    const ticket = await createTicket(s.admin, { client_id: s.client.clientId, assignee_id: s.commercial.id });
    const setTicket = (values: Record<string, unknown>) =>
      s.db.updateTable("tickets").set(values).where("id", "=", ticket.id).execute();
    await setTicket({ created_at: new Date(Date.now() - 86_400_000) });
    const client = await streams.connect(s.client.token);
    const admin = await streams.connect(s.admin.token);
    // The clock's warn point moved (as the clock writes it), then the scan records its warning.
    await setTicket({ first_response_warn_at: new Date(Date.now() - 60_000) });
    expect(await scanSla(s.db)).toBeGreaterThan(0);
    const warned = await s.db
      .selectFrom("tickets")
      .select("sla_warned")
      .where("id", "=", ticket.id)
      .executeTakeFirstOrThrow();
    expect(warned.sla_warned).not.toEqual([]);
    const aboutTicket = (m: { event: string; data: any }) =>
      m.event === "message" && m.data.resource === "tickets" && m.data.ids.includes(ticket.id);
    const ticketEventsOf = (live: typeof admin) => live.messages.filter(aboutTicket);

    // A change the client reads, after them: events go out in order, so once it is heard, any
    // event of the writes before it has been sent too (to staff, by the server: by null).
    const renamed = await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, { title: "Título nuevo del ticket" });
    await client.rowEvent("tickets", "updated", renamed.id);
    await admin.next((m) => aboutTicket(m) && m.data.by === s.admin.id);
    const staffHeard = ticketEventsOf(admin);
    expect(staffHeard.map((m) => m.data.by)).toEqual([...staffHeard.slice(0, -1).map(() => null), s.admin.id]);
    expect(staffHeard.length).toBeGreaterThan(1);
    // The client heard the rename only, told as a change by the team, not by which of its members.
    expect(ticketEventsOf(client).map((m) => m.data.by)).toEqual([null]);
    const reply = await createMessage(s.admin, ticket.id, "Respuesta");
    await client.rowEvent("ticket-messages", "created", reply.id);
  });
});
