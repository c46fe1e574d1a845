import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createMessage, createTicket, getJson, openSupport, sendJson, type Support } from "../../fixtures/support.js";

// Merging two tickets of a client, time logged on a ticket, and the SLA clock's pauses.
describe.each(DATABASE_KINDS)("merge, time and SLA on %s", (kind) => {
  let s: Support;
  beforeAll(async () => {
    s = await openSupport(kind);
  });
  afterAll(async () => {
    await s?.test.close();
  });
  const post = (url: string, payload: object, who = s.admin) =>
    call(who.app, who.token, { method: "POST", url, payload });

  it("merges two tickets of the same client, keeping both conversations in time order", async () => {
    const target = await createTicket(s.client, { title: "Primero" });
    const source = await createTicket(s.client, { title: "Segundo" });
    await createMessage(s.admin, target.id, "Respuesta al primero");
    await createMessage(s.client, source.id, "Más datos del segundo");
    const res = await post(`/api/tickets/${target.id}/merge`, { source_id: source.id });
    expect(res.statusCode).toBe(200);
    const { body: thread } = await getJson(
      s.admin,
      `/api/ticket-messages?ticket_id=${target.id}&_sort=created_at&_order=asc&_end=50`,
    );
    const bodies = thread.map((m: any) => m.body);
    expect(bodies).toEqual(
      expect.arrayContaining([target.description, source.description, "Respuesta al primero", "Más datos del segundo"]),
    );
    const times = thread.map((m: any) => new Date(m.created_at).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const merged = (await getJson(s.admin, `/api/tickets/${source.id}`)).body;
    expect(merged).toMatchObject({ status: "resolved", merged_into_id: target.id });
    expect((await getJson(s.admin, `/api/ticket-messages?ticket_id=${source.id}`)).body).toEqual([]);
    expect((await post(`/api/tickets/${target.id}/merge`, { source_id: source.id })).statusCode).toBe(422);
  });

  it("refuses to merge tickets of different clients, or a ticket into itself", async () => {
    const mine = await createTicket(s.client);
    const theirs = await createTicket(s.otherClient);
    const res = await post(`/api/tickets/${mine.id}/merge`, { source_id: theirs.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.source_id).toBeDefined();
    expect((await post(`/api/tickets/${mine.id}/merge`, { source_id: mine.id })).statusCode).toBe(422);
    expect((await post(`/api/tickets/${mine.id}/merge`, { source_id: theirs.id }, s.client)).statusCode).toBe(403);
  });

  it("logs time on a ticket into the time ledger, staff only", async () => {
    const ticket = await createTicket(s.admin, { assignee_id: s.commercial.id });
    const entry = await sendJson(s.commercial, "POST", `/api/tickets/${ticket.id}/time`, {
      minutes: 45,
      note: "Diagnóstico",
      billable: true,
    });
    expect(entry).toMatchObject({ minutes: 45, billable: true, user_id: s.commercial.id });
    const row = await s.db.selectFrom("time_entries").selectAll().where("id", "=", entry.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ticket_id: ticket.id, task_id: null });
    const { body: list } = await getJson(s.commercial, `/api/tickets/${ticket.id}/time`);
    expect(list.map((e: any) => e.id)).toEqual([entry.id]);
    expect((await post(`/api/tickets/${ticket.id}/time`, { minutes: 0 })).statusCode).toBe(422);
    const own = await createTicket(s.client);
    expect((await post(`/api/tickets/${own.id}/time`, { minutes: 5 }, s.client)).statusCode).toBe(403);
  });

  it("pauses the clock in a waiting state and moves the dues on by the paused business time", async () => {
    const ticket = await createTicket(s.admin, { urgency: "urgent" });
    const started = new Date(ticket.created_at).getTime();
    // Paused for a business hour: the clock must give it back when the ticket resumes.
    await s.db
      .updateTable("tickets")
      .set({ created_at: new Date(started - 3_600_000) })
      .where("id", "=", ticket.id)
      .execute();
    const paused = await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, { status: "testing" });
    expect(paused.sla_paused_at).not.toBeNull();
    const { body: clocks } = await getJson(s.admin, `/api/tickets/${ticket.id}/sla`);
    expect(clocks.paused).toBe(true);
    expect(["paused", "breached"]).toContain(clocks.resolution.state);
    await s.db
      .updateTable("tickets")
      .set({ sla_paused_at: new Date(Date.now() - 7 * 24 * 3_600_000) })
      .where("id", "=", ticket.id)
      .execute();
    const resumed = await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, { status: "investigating" });
    expect(resumed.sla_paused_at).toBeNull();
    expect(new Date(resumed.resolution_due_at).getTime()).toBeGreaterThan(new Date(paused.resolution_due_at).getTime());
    const { body: batch } = await getJson(s.admin, `/api/tickets/sla?ids=${ticket.id},999999`);
    expect(batch.map((c: any) => c.id)).toEqual([ticket.id]);
    expect((await getJson(s.client, `/api/tickets/sla?ids=${ticket.id}`)).status).toBe(403);
  });

  it("lists the tickets at risk and breached", async () => {
    const late = await createTicket(s.admin, { urgency: "urgent" });
    await s.db
      .updateTable("tickets")
      .set({ resolution_due_at: new Date(Date.now() - 60_000), resolution_warn_at: new Date(Date.now() - 600_000) })
      .where("id", "=", late.id)
      .execute();
    const risky = await createTicket(s.admin, { urgency: "urgent" });
    await s.db
      .updateTable("tickets")
      .set({ resolution_due_at: new Date(Date.now() + 600_000), resolution_warn_at: new Date(Date.now() - 60_000) })
      .where("id", "=", risky.id)
      .execute();
    const ids = async (filter: string) =>
      (await getJson(s.admin, `/api/tickets?sla=${filter}&_end=500`)).body.map((t: any) => t.id);
    expect(await ids("breached")).toContain(late.id);
    expect(await ids("breached")).not.toContain(risky.id);
    expect(await ids("at_risk")).toContain(risky.id);
    expect(await ids("at_risk")).not.toContain(late.id);
    expect((await getJson(s.admin, "/api/tickets?sla=soon")).status).toBe(400);
  });
});
