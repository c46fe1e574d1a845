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
    await s.db.updateTable("company").set({ business_days: [1, 2, 3, 4, 5, 6, 7], business_start: "00:00", business_end: "24:00" }).where("id", "=", 1).execute();
    const ticket = await createTicket(s.admin, { client_id: s.client.clientId, assignee_id: s.commercial.id });
    await s.db.updateTable("tickets").set({ created_at: new Date(Date.now() - 86_400_000) }).where("id", "=", ticket.id).execute();
    const client = await streams.connect(s.client.token);
    const admin = await streams.connect(s.admin.token);
    // The clock's warn point moved (as the clock writes it), then the scan records its warning.
    await s.db.updateTable("tickets").set({ first_response_warn_at: new Date(Date.now() - 60_000) }).where("id", "=", ticket.id).execute();
    expect(await scanSla(s.db)).toBeGreaterThan(0);
    expect((await s.db.selectFrom("tickets").select("sla_warned").where("id", "=", ticket.id).executeTakeFirstOrThrow()).sla_warned).not.toEqual([]);
    await admin.until(() => admin.messages.filter((m) => m.data?.resource === "tickets" && m.data.ids?.includes(ticket.id)).length >= 2, "both staff-only updates");

    const renamed = await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, { title: "Título nuevo del ticket" });
    await client.rowEvent("tickets", "updated", renamed.id);
    const reply = await createMessage(s.admin, ticket.id, "Respuesta");
    await client.rowEvent("ticket-messages", "created", reply.id);
    // The client heard the rename and the reply, never the two writes before them.
    const ticketEvents = client.messages.filter((m) => m.event === "message" && m.data.resource === "tickets");
    expect(ticketEvents).toHaveLength(2);
    // Told as a change by the team, not by which of its members.
    expect(ticketEvents.map((m) => m.data.by)).toEqual([null, null]);
    expect(admin.messages.filter((m) => m.event === "message" && m.data.resource === "tickets").at(-1)!.data.by).toBe(s.admin.id);
  });
});
