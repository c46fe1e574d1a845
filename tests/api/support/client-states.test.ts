import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_OPEN_STATES, CLIENT_STATE_OF, CLIENT_STATES } from "../../../resources/support/client-states.js";
import { TICKET_STATUSES } from "../../../resources/support/ticket-options.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { LiveStreams } from "../../fixtures/live-client.js";
import { createTicket, getJson, openSupport, sendJson, type Support } from "../../fixtures/support.js";

type Row = Record<string, any>;

// What a client sees of a ticket is its client-facing state (docs/product.md#product-rules, resources/support/
// client-states.ts), in every place a ticket's state reaches them: the ticket, the list and its
// filter and order (the portal's board is the list by state), the dashboard's figure and its
// link, the search, the live events. The team's own status never does, nor can a client filter or
// sort by it. Every internal state, and a value no release knows, is checked against the
// declared mapping.
describe.each(DATABASE_KINDS)("the states a client sees on %s", (kind) => {
  let s: Support;
  const streams = new LiveStreams();
  const byStatus = new Map<string, Row>();
  beforeAll(async () => {
    s = await openSupport(kind);
    await streams.serve(s.test.app);
    for (const [i, status] of [...TICKET_STATUSES, "waitingVendor"].entries()) {
      const ticket = await createTicket(s.client, { title: `Estado número ${i + 1}` });
      const values = { status, ...(status === "resolved" ? { resolved_at: new Date() } : {}) };
      await s.db.updateTable("tickets").set(values).where("id", "=", ticket.id).execute();
      byStatus.set(status, ticket);
    }
  });
  afterAll(async () => {
    streams.closeAll();
    await s?.test.close();
  });

  const known = (status: string) => (TICKET_STATUSES as readonly string[]).includes(status);
  type Status = keyof typeof CLIENT_STATE_OF;
  const expected = (status: string) => CLIENT_STATE_OF[known(status) ? (status as Status) : "unknown"];

  it("answers every internal state as the declared client state, never the internal one", async () => {
    const { body: list } = await getJson(s.client, "/api/tickets?_end=100");
    for (const [status, ticket] of byStatus) {
      const shown = (await getJson(s.client, `/api/tickets/${ticket.id}`)).body;
      expect(shown.client_status, status).toBe(expected(status));
      expect(shown, status).not.toHaveProperty("status");
      const listed = list.find((t: Row) => t.id === ticket.id);
      expect(listed.client_status, status).toBe(expected(status));
      expect(listed).not.toHaveProperty("status");
    }
    // Staff read both: their own state and what it means to the client.
    const staff = (await getJson(s.admin, `/api/tickets/${byStatus.get("testing")!.id}`)).body;
    expect(staff).toMatchObject({ status: "testing", client_status: "waitingForYou" });
  });

  it("lists, counts and orders by client state (the portal's board), and refuses the internal one", async () => {
    for (const state of CLIENT_STATES) {
      const res = await getJson(s.client, `/api/tickets?client_status=${state}&_end=100`);
      expect(res.status).toBe(200);
      const want = [...byStatus]
        .filter(([status]) => expected(status) === state)
        .map(([, t]) => t.id)
        .sort();
      expect(res.body.map((t: Row) => t.id).sort(), state).toEqual(want);
      expect(Number(res.headers["x-total-count"])).toBe(want.length);
    }
    expect((await getJson(s.client, "/api/tickets?_sort=client_status&_order=asc&_end=100")).status).toBe(200);
    const internal = ["status=testing", "status_ne=resolved", "_sort=status&_order=asc", "status=unknown"];
    for (const url of internal.map((q) => `/api/tickets?${q}`)) {
      expect((await getJson(s.client, url)).status, url).toBe(400);
    }
  });

  it("is closed for the client once they rated it or it was merged into another", async () => {
    const rated = await createTicket(s.client);
    await sendJson(s.admin, "POST", `/api/tickets/${rated.id}/close`, { notify: false }, 200);
    expect((await getJson(s.client, `/api/tickets/${rated.id}`)).body.client_status).toBe("resolved");
    await sendJson(s.client, "POST", `/api/tickets/${rated.id}/rate`, { rating: 5 }, 200);
    expect((await getJson(s.client, `/api/tickets/${rated.id}`)).body.client_status).toBe("closed");
    const target = await createTicket(s.client);
    const source = await createTicket(s.client);
    await sendJson(s.admin, "POST", `/api/tickets/${target.id}/merge`, { source_id: source.id }, 200);
    expect((await getJson(s.client, `/api/tickets/${source.id}`)).body.client_status).toBe("closed");
    expect((await getJson(s.client, `/api/tickets/${target.id}`)).body.client_status).toBe("open");
  });

  it("counts the dashboard's open tickets by client state, and its link opens for the client", async () => {
    const { body } = await getJson(s.client, "/api/dashboard");
    const figure = body.client.open_tickets;
    const rows = await s.db.selectFrom("tickets").select("status").where("client_id", "=", s.client.clientId).execute();
    const open = rows.filter((r) => CLIENT_OPEN_STATES.includes(expected(String(r.status)))).length;
    expect(figure.value).toBe(open);
    expect(figure.link).toEqual({ resource: "tickets", query: { client_status: [...CLIENT_OPEN_STATES] } });
    const query = new URLSearchParams(figure.link.query.client_status.map((v: string) => ["client_status", v]));
    const res = await getJson(s.client, `/api/tickets?${query}&_end=100`);
    expect(res.status).toBe(200);
    expect(Number(res.headers["x-total-count"])).toBe(open);
  });

  it("tells a client of a state change with no state in the event, and searches with none", async () => {
    const ticket = byStatus.get("investigating")!;
    const live = await streams.connect(s.client.token);
    await sendJson(s.admin, "PATCH", `/api/tickets/${ticket.id}`, { status: "solvingIssues" });
    const event = await live.rowEvent("tickets", "updated", ticket.id);
    expect(Object.keys(event.data).sort()).toEqual(["by", "ids", "resource", "type"]);
    const found = (await getJson(s.client, "/api/search?q=Estado")).body;
    expect(JSON.stringify(found)).not.toMatch(/investigating|solvingIssues|externalError|"status"/);
  });
});
