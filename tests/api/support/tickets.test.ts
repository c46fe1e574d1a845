import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createTicket, getJson, openSupport, sendJson, type Support } from "../../fixtures/support.js";

// Tickets (docs/support-api.md): the token, the opening message, the scope of each role, the
// staff-only fields, and the declared status moves.
describe.each(DATABASE_KINDS)("tickets on %s", (kind) => {
  let s: Support;
  beforeAll(async () => {
    s = await openSupport(kind);
  });
  afterAll(async () => {
    await s?.test.close();
  });

  it("gets a random token of 16 letters and digits, an opening message and its SLA targets", async () => {
    const ticket = await createTicket(s.admin, { client_id: s.client.clientId, urgency: "high" });
    expect(ticket.token).toMatch(/^[A-Za-z0-9]{16}$/);
    const other = await createTicket(s.admin);
    expect(other.token).not.toBe(ticket.token);
    expect(ticket.status).toBe("new");
    expect(ticket.first_response_minutes).toBe(60);
    expect(ticket.resolution_minutes).toBe(960);
    expect(new Date(ticket.resolution_due_at).getTime()).toBeGreaterThan(new Date(ticket.created_at).getTime());
    const { body: messages } = await getJson(s.admin, `/api/ticket-messages?ticket_id=${ticket.id}`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ body: ticket.description, internal: false, author_id: s.admin.id });
    const { body: byToken } = await getJson(s.admin, `/api/tickets?token=${ticket.token}`);
    expect(byToken.map((t: any) => t.id)).toEqual([ticket.id]);
  });

  it("takes the SLA targets of the client's type when a policy names it, else the general ones", async () => {
    const type = await sendJson(s.admin, "POST", "/api/client-types", {
      name: `Premium ${Date.now()}`,
      code: `P${Date.now() % 100000}`,
    });
    await sendJson(s.admin, "PATCH", `/api/lead-clients/${s.otherClient.clientId}`, { client_type_id: type.id });
    await sendJson(s.admin, "POST", "/api/sla-policies", {
      name: "Premium alta",
      urgency: "high",
      client_type_id: type.id,
      first_response_minutes: 15,
      resolution_minutes: 120,
    });
    const premium = await createTicket(s.admin, { client_id: s.otherClient.clientId, urgency: "high" });
    expect([premium.first_response_minutes, premium.resolution_minutes]).toEqual([15, 120]);
    const general = await createTicket(s.admin, { client_id: s.otherClient.clientId, urgency: "low" });
    expect([general.first_response_minutes, general.resolution_minutes]).toEqual([480, 4800]);
    // A new urgency brings its own targets and dues.
    const raised = await sendJson(s.admin, "PATCH", `/api/tickets/${general.id}`, { urgency: "high" });
    expect([raised.first_response_minutes, raised.resolution_minutes]).toEqual([15, 120]);
    expect(new Date(raised.resolution_due_at).getTime()).toBeLessThan(new Date(general.resolution_due_at).getTime());
  });

  it("keeps a client to their own client's tickets, without staff-only fields", async () => {
    const own = await createTicket(s.client, { urgency: "urgent" });
    expect(own.client_id).toBe(s.client.clientId);
    expect(own.creator_id).toBe(s.client.id);
    for (const field of [
      "assignee_id",
      "assignee_name",
      "ticket_complexity_id",
      "tags",
      "main_action",
      "resolution_due_at",
      "sla_paused_at",
    ])
      expect(own, field).not.toHaveProperty(field);
    const foreign = await createTicket(s.admin, { client_id: s.otherClient.clientId });
    const { body: list } = await getJson(s.client, "/api/tickets?_end=100");
    expect(list.map((t: any) => t.id)).toContain(own.id);
    expect(list.map((t: any) => t.id)).not.toContain(foreign.id);
    expect(list.every((t: any) => !("assignee_id" in t))).toBe(true);
    expect((await getJson(s.client, `/api/tickets/${foreign.id}`)).status).toBe(404);
    expect((await getJson(s.client, `/api/tickets?token=${foreign.token}`)).body).toEqual([]);
  });

  it("refuses a client's body, filter or sort that names a staff-only field", async () => {
    const res = await call(s.client.app, s.client.token, {
      method: "POST",
      url: "/api/tickets",
      payload: { title: "Con asignado", description: "x", assignee_id: s.commercial.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.assignee_id).toBeDefined();
    expect((await getJson(s.client, `/api/tickets?assignee_id=${s.commercial.id}`)).status).toBe(400);
    expect((await getJson(s.client, "/api/tickets?_sort=resolution_due_at&_order=asc")).status).toBe(400);
    expect((await getJson(s.client, "/api/tickets?sla=breached")).status).toBe(400);
    expect((await getJson(s.client, "/api/tickets?tags=vip")).status).toBe(400);
  });

  it("shows a commercial user the tickets assigned to them only", async () => {
    const mine = await createTicket(s.admin, { assignee_id: s.commercial.id });
    const theirs = await createTicket(s.admin, { assignee_id: s.other.id });
    const { body } = await getJson(s.commercial, "/api/tickets?_end=500");
    const ids = body.map((t: any) => t.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await getJson(s.commercial, `/api/tickets/${theirs.id}`)).status).toBe(404);
    const edited = await sendJson(s.commercial, "PATCH", `/api/tickets/${mine.id}`, {
      main_action: "Llamar al cliente",
    });
    expect(edited.main_action).toBe("Llamar al cliente");
  });

  it("allows the declared moves and refuses the others with a clear message, by form and by board", async () => {
    const ticket = await createTicket(s.admin);
    const moved = await sendJson(
      s.admin,
      "POST",
      `/api/tickets/${ticket.id}/move`,
      { column: "investigating", index: 0 },
      200,
    );
    expect(moved.status).toBe("investigating");
    const resolved = await sendJson(s.admin, "POST", `/api/tickets/${ticket.id}/close`, { notify: false }, 200);
    expect(resolved.resolved_at).not.toBeNull();
    const refusals = [
      {
        method: "PATCH",
        url: `/api/tickets/${ticket.id}`,
        payload: { status: "testing" },
        message: "A ticket cannot go from “Resolved” to “Testing”.",
      },
      {
        method: "POST",
        url: `/api/tickets/${ticket.id}/move`,
        payload: { column: "assigned", index: 0 },
        message: "A ticket cannot go from “Resolved” to “Assigned”.",
      },
    ] as const;
    for (const { method, url, payload, message } of refusals) {
      const res = await call(s.admin.app, s.admin.token, { method, url, payload, lang: "en" });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.status[0]).toBe(message);
    }
    expect((await getJson(s.admin, `/api/tickets/${ticket.id}`)).body.status).toBe("resolved");
    const reopened = await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, { status: "investigating" });
    expect(reopened.resolved_at).toBeNull();
  });

  it("reads a status no release knows as it is, and lets staff mend it", async () => {
    const ticket = await createTicket(s.admin);
    await s.db.updateTable("tickets").set({ status: "waitingVendor" }).where("id", "=", ticket.id).execute();
    const { status, body } = await getJson(s.admin, `/api/tickets?id=${ticket.id}`);
    expect(status).toBe(200);
    expect(body[0].status).toBe("waitingVendor");
    // The board's "unknown" column: every status none of the declared ones is.
    const unknown = (await getJson(s.admin, "/api/tickets?status=unknown&_end=500")).body.map((t: any) => t.id);
    expect(unknown).toEqual([ticket.id]);
    const others = (await getJson(s.admin, "/api/tickets?status_ne=unknown&_end=500")).body.map((t: any) => t.id);
    expect(others).not.toContain(ticket.id);
    expect(
      (await getJson(s.admin, "/api/tickets?status=assigned&status=unknown&_end=500")).body.map((t: any) => t.id),
    ).toContain(ticket.id);
    expect((await getJson(s.admin, "/api/tickets?status=waitingVendor")).status).toBe(400);
    expect((await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, { status: "investigating" })).status).toBe(
      "investigating",
    );
  });
});
