import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { ASSIGNEE_NEEDED, ON_ASSIGNMENT, STATUS_MOVES } from "../../../resources/support/ticket-options.js";
import type { TicketStatus } from "../../../resources/support/ticket-options.js";
import { translator } from "../../../api/i18n.js";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { insertStaffUser } from "../../fixtures/staff-users.js";
import { createTicket, getJson, openSupport, sendJson, type Support } from "../../fixtures/support.js";

type Row = Record<string, any>;

// Who a ticket's state needs (ASSIGNEE_NEEDED, issue 26 point 12), on every write path of a
// ticket: the create, the form's PATCH (the ticket page saves through it too), the board's move,
// the close and the merge, and a write outside the API (a deleted user's tickets). Assigning
// someone to a new ticket makes it assigned; a state that needs someone (or no one) refuses the
// other with a 422 naming the state, and the ticket stays as it was.
describe.each(DATABASE_KINDS)("who a ticket's state needs, on %s", (kind) => {
  let s: Support;
  beforeAll(async () => {
    s = await openSupport(kind);
  });
  afterAll(async () => {
    await s?.test.close();
  });

  type Refusal = { field: string; key: string; status: TicketStatus };
  const refused = async (method: "POST" | "PATCH", url: string, payload: object, { field, key, status }: Refusal) => {
    for (const lang of ["es", "en"] as const) {
      const res = await call(s.admin.app, s.admin.token, { method, url, payload, lang });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(422);
      const t = translator(lang);
      expect(res.json().errors[field]).toEqual([t(key, { status: t(`support-api:status.${status}`) })]);
    }
  };
  const stored = async (id: number) => (await getJson(s.admin, `/api/tickets/${id}`)).body as Row;
  /** A ticket in `status`, with someone assigned or not, written as the server would keep it. */
  const ticketIn = async (status: TicketStatus, assigned: boolean) => {
    const someone = assigned ? { assignee_id: s.commercial.id } : {};
    const ticket = await createTicket(s.admin, { client_id: s.client.clientId, ...someone });
    if (ticket.status !== status) {
      await s.db.updateTable("tickets").set({ status }).where("id", "=", ticket.id).execute();
    }
    return stored(ticket.id);
  };

  it("opens a ticket nobody has as new, and one with an assignee as assigned", async () => {
    expect((await stored((await createTicket(s.client)).id)).status).toBe(ON_ASSIGNMENT.from);
    const assigned = await createTicket(s.admin, { assignee_id: s.commercial.id });
    expect(assigned.status).toBe(ON_ASSIGNMENT.to);
    // A commercial user's own ticket is theirs: assigned to them.
    expect(await createTicket(s.commercial)).toMatchObject({ status: ON_ASSIGNMENT.to, assignee_id: s.commercial.id });
  });

  it("makes a new ticket assigned when someone is assigned, by the form, the ticket page or a whole form", async () => {
    const ticket = await createTicket(s.client);
    const saved = await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, { assignee_id: s.commercial.id });
    expect(saved).toMatchObject({ status: ON_ASSIGNMENT.to, assignee_id: s.commercial.id });
    const other = await createTicket(s.client);
    const form = { title: other.title, status: ON_ASSIGNMENT.from, assignee_id: s.other.id, version: other.version };
    const whole = await sendJson(s.admin, "PATCH", `/api/tickets/${other.id}`, form);
    expect(whole.status).toBe(ON_ASSIGNMENT.to);
  });

  for (const [status, needed] of Object.entries(ASSIGNEE_NEEDED) as [TicketStatus, boolean][]) {
    const key = needed ? "support-api:assignee.needed" : "support-api:assignee.none";
    it(`keeps "${status}" ${needed ? "someone's" : "nobody's"} on create, PATCH and board move`, async () => {
      // Reaching the state the wrong way: from every state that may move there.
      const create = needed ? { status } : { status, assignee_id: s.commercial.id };
      const refusal = { field: "status", key, status };
      if (needed) await refused("POST", "/api/tickets", { title: "Sin asignar", description: "x", ...create }, refusal);
      const sources = (Object.keys(STATUS_MOVES) as (keyof typeof STATUS_MOVES)[]).filter(
        (f): f is TicketStatus => f !== "unknown" && f !== status && STATUS_MOVES[f].includes(status),
      );
      expect(sources.length).toBeGreaterThan(0);
      for (const from of sources) {
        // The other rule would refuse the ticket where it starts: start where the wrong way is possible.
        const start = ASSIGNEE_NEEDED[from];
        if (start !== undefined && start !== !needed) continue;
        const ticket = await ticketIn(from, !needed);
        await refused("PATCH", `/api/tickets/${ticket.id}`, { status }, refusal);
        await refused("POST", `/api/tickets/${ticket.id}/move`, { column: status, index: 0 }, refusal);
        expect(await stored(ticket.id)).toEqual(ticket);
      }
      // Leaving the state's need behind without leaving the state.
      const there = await ticketIn(status, needed);
      const clearing = { ...refusal, field: "assignee_id" };
      if (needed) await refused("PATCH", `/api/tickets/${there.id}`, { assignee_id: null }, clearing);
      expect(await stored(there.id)).toEqual(there);
    });
  }

  it("lets the assignee go with the state in one write, and closes and merges tickets nobody has", async () => {
    const ticket = await ticketIn("assigned", true);
    const both = { status: "new", assignee_id: null };
    const unassigned = await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, both);
    expect(unassigned).toMatchObject({ status: "new", assignee_id: null });
    const closed = await sendJson(s.admin, "POST", `/api/tickets/${ticket.id}/close`, { notify: false }, 200);
    expect(closed.status).toBe("resolved");
    const target = await createTicket(s.admin, { client_id: s.client.clientId });
    const source = await createTicket(s.admin, { client_id: s.client.clientId });
    await sendJson(s.admin, "POST", `/api/tickets/${target.id}/merge`, { source_id: source.id }, 200);
    expect((await stored(source.id)).status).toBe("resolved");
  });

  it("puts a deleted user's assigned tickets back to new, and no ticket ever breaks the rule", async () => {
    const leaving = await insertStaffUser(s.db, "commercial");
    const ticket = await createTicket(s.admin, { assignee_id: leaving.id });
    expect(ticket.status).toBe("assigned");
    const deleted = await call(s.admin.app, s.admin.token, { method: "DELETE", url: `/api/users/${leaving.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await stored(ticket.id)).toMatchObject({ status: "new", assignee_id: null });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from tickets
      where (status = 'assigned' and assignee_id is null)
        or (status = 'new' and assignee_id is not null)`.execute(s.db);
    expect(rows[0].n).toBe(0);
  });
});
