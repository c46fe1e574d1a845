import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { seedDemo } from "../../../api/seed/seed-demo.js";
import { DEMO_PASSWORD } from "../../../api/seed/demo-users.js";
import { DEMO_SLA_POLICIES, DEMO_TICKETS } from "../../../api/seed/demo-support-data.js";
import { TICKET_STATUSES } from "../../../resources/support/ticket-options.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { scanSla } from "../../../api/modules/support/sla/sla-scan.js";

// The demo's support desk: tickets in every state for every demo client, written as the server
// would have (token, opening message, SLA targets and dues), each demo user seeing what their
// role allows: the client their client's tickets without internal notes, the commercial user
// the tickets assigned to her.
describe.each(DATABASE_KINDS)("demo support on %s", (kind) => {
  let t: TestApp;
  let db: Kysely<any>;
  const tokens: Record<string, string> = {};

  async function get(who: string, url: string) {
    const res = await call(t.app, tokens[who], { method: "GET", url });
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json() as Record<string, any>[], total: Number(res.headers["x-total-count"]) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as Kysely<any>;
    await seedDemo(t.database.handle.db);
    for (const who of ["admin", "commercial", "client"]) {
      const res = await call(t.app, undefined, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `${who}@demo.test`, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      tokens[who] = res.json().access_token;
    }
  });
  afterAll(() => t.close());

  it("adds the nomenclators, the SLA policies, this year's holidays and the canned responses", async () => {
    const names = async (table: string) =>
      (await db.selectFrom(table).select("name").orderBy("order").execute()).map((r) => r.name);
    expect(await names("ticket_types")).toEqual(["Incidencia", "Consulta", "Petición de cambio"]);
    expect(await names("ticket_categories")).toEqual(["Facturación", "Técnico", "Cuenta"]);
    expect(await names("ticket_complexities")).toEqual(["Baja", "Media", "Alta"]);
    const policies = await db
      .selectFrom("sla_policies")
      .select(["name", "urgency", "first_response_minutes", "resolution_minutes", "client_type_id"])
      .orderBy("id")
      .execute();
    expect(policies).toEqual(DEMO_SLA_POLICIES.map((p) => ({ ...p, client_type_id: null })));
    const holidays = await sql<{ year: number }>`select extract(year from date)::int as year from holidays`.execute(db);
    expect(holidays.rows.map((h) => h.year)).toEqual([new Date().getFullYear(), new Date().getFullYear()]);
    const canned = await get("admin", "/api/canned-responses?_start=0&_end=50");
    expect(canned.total).toBe(3);
    for (const c of canned.rows) expect(c.body).toMatch(/\{\{client\.name\}\}[\s\S]*\{\{ticket\.token\}\}/);
  });

  it("adds every ticket with a token, its opening message, and its SLA targets and dues", async () => {
    const { rows, total } = await get("admin", "/api/tickets?_start=0&_end=100");
    expect(total).toBe(DEMO_TICKETS.length);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(TICKET_STATUSES));
    expect(new Set(rows.map((r) => r.token)).size).toBe(total);
    for (const r of rows) expect(r.token).toMatch(/^[A-Za-z0-9]{16}$/);
    const wrong = await sql<Record<string, number>>`select
      count(*) filter (where o.body is distinct from t.description or o.author_id is distinct from t.creator_id or
      o.internal or o.created_at <> t.created_at)::int as opening,
      count(*) filter (where t.first_response_minutes <> p.first_response_minutes or t.resolution_minutes <>
      p.resolution_minutes)::int as targets,
      count(*) filter (where not (t.created_at < t.first_response_warn_at and t.first_response_warn_at <
      t.first_response_due_at
                                  and t.created_at < t.resolution_warn_at and t.resolution_warn_at <
                                  t.resolution_due_at))::int as dues,
      count(*) filter (where (t.status = 'resolved') <> (t.resolved_at is not null))::int as resolved,
      count(*) filter (where (t.status in ('testing', 'externalError')) <> (t.sla_paused_at is not null))::int as
      paused,
      count(*) filter (where t.last_message_at is distinct from (select max(m.created_at) from ticket_messages m where
      m.ticket_id = t.id))::int as last_message,
      count(*) filter (where t.first_responded_at is not null and not exists (select 1 from ticket_messages m join
      user_roles ur on ur.user_id = m.author_id join roles r on r.id = ur.role_id
        where m.ticket_id = t.id and not m.internal and r.name <> 'client' and m.created_at =
        t.first_responded_at))::int as first_response
      from tickets t join sla_policies p on p.urgency = t.urgency
      left join lateral (select * from ticket_messages m where m.ticket_id = t.id order by m.created_at, m.id limit 1) o
      on true`.execute(db);
    expect(wrong.rows[0]).toEqual({
      opening: 0,
      targets: 0,
      dues: 0,
      resolved: 0,
      paused: 0,
      last_message: 0,
      first_response: 0,
    });
    const notes = await sql<{ n: number }>`select count(*)::int as n from ticket_messages where internal`.execute(db);
    expect(notes.rows[0].n).toBeGreaterThan(10);
  });

  it("shows the demo client her client's tickets and their public messages only", async () => {
    const own = DEMO_TICKETS.filter((d) => d.client === "Academia Ejemplo");
    const { rows, total } = await get("client", "/api/tickets?_start=0&_end=100");
    expect(total).toBe(own.length);
    expect(rows.map((r) => r.title).sort()).toEqual(own.map((d) => d.title).sort());
    expect(new Set(rows.map((r) => r.client_name))).toEqual(new Set(["Academia Ejemplo"]));
    for (const r of rows) expect(r).not.toHaveProperty("assignee_id");
    const busy = rows.find((r) => r.title === "No puedo descargar las facturas de marzo")!;
    const seen = await get("client", `/api/ticket-messages?ticket_id=${busy.id}&_start=0&_end=50`);
    const staff = await get("admin", `/api/ticket-messages?ticket_id=${busy.id}&_start=0&_end=50`);
    expect(staff.rows.some((m) => m.internal)).toBe(true);
    expect(seen.total).toBe(staff.rows.filter((m) => !m.internal).length);
    expect(seen.rows.some((m) => m.internal)).toBe(false);
  });

  it("shows the demo commercial user the tickets assigned to her", async () => {
    const assigned = DEMO_TICKETS.filter((d) => d.assignee === "commercial");
    expect(assigned.length).toBeGreaterThanOrEqual(5);
    const { rows, total } = await get("commercial", "/api/tickets?_start=0&_end=100");
    expect(total).toBe(assigned.length);
    expect(rows.map((r) => r.title).sort()).toEqual(assigned.map((d) => d.title).sort());
  });

  it(
    "marks the SLA warnings of points already passed as " + "sent, so the first scan does not flood the assignees",
    async () => {
      const warned = await sql<{
        n: number;
      }>`select count(*)::int as n from tickets where cardinality(sla_warned) > 0`.execute(db);
      expect(warned.rows[0].n).toBeGreaterThan(0);
      // A point may pass in the seconds between the seed and the scan.
      expect(await scanSla(db)).toBeLessThanOrEqual(1);
    },
  );
});
