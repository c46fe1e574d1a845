import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// /api/calendar-feed (a staff user's secret URL) and /api/calendar/<token>.ics (docs/crm-api.md).

interface ICalComponent {
  name: string;
  props: Record<string, string>;
  children: ICalComponent[];
}

/** RFC 5545 as far as a check needs: CRLF lines of at most 75 octets, unfolded, in balanced components. */
function parseICal(text: string): ICalComponent {
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: ICalComponent[] = [{ name: "", props: {}, children: [] }];
  for (const line of lines) {
    const colon = line.indexOf(":");
    expect(colon, line).toBeGreaterThan(0);
    const name = line.slice(0, colon).split(";")[0];
    const value = line.slice(colon + 1);
    if (name === "BEGIN") {
      const child = { name: value, props: {}, children: [] };
      stack[stack.length - 1].children.push(child);
      stack.push(child);
    } else if (name === "END") {
      expect(stack.pop()?.name).toBe(value);
    } else {
      stack[stack.length - 1].props[name] = value.replace(/\\n/gi, "\n").replace(/\\([,;\\])/g, "$1");
    }
  }
  expect(stack).toHaveLength(1);
  expect(stack[0].children).toHaveLength(1);
  const calendar = stack[0].children[0];
  expect(calendar.name).toBe("VCALENDAR");
  expect(calendar.props.VERSION).toBe("2.0");
  expect(calendar.props.PRODID).toBeTruthy();
  return calendar;
}

const icalUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const pathOf = (url: string) => new URL(url).pathname;

describe.each(DATABASE_KINDS)("calendar feed on %s", (kind) => {
  let t: TestApp;
  let statusId: number;
  const db = () => t.database.handle.db as unknown as Kysely<any>;

  async function lead(name: string) {
    return (
      await db()
        .insertInto("leads")
        .values({ name, lead_status_id: statusId })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id as number;
  }
  async function activity(values: Record<string, unknown>) {
    const row = { type: "call", subject: "Llamar", duration_minutes: 30, ...values };
    return (await db().insertInto("lead_activities").values(row).returning("id").executeTakeFirstOrThrow())
      .id as number;
  }
  async function subscribe(token: string) {
    const res = await call(t.app, token, { method: "POST", url: "/api/calendar-feed" });
    expect(res.statusCode).toBe(200);
    return res.json().url as string;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    statusId = (
      await db().insertInto("lead_statuses").values({ name: "Nuevo" }).returning("id").executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it("gives a URL that serves the user's own activities from 90 days back, as iCalendar", async () => {
    const me = await signedInUser(t.app, db(), "commercial");
    const other = await signedInUser(t.app, db(), "commercial");
    const leadId = await lead("Acme; Ventas, S.L.");
    const due = new Date(Date.now() + 2 * 86400_000);
    due.setUTCSeconds(0, 0);
    const mine = await activity({
      lead_id: leadId,
      owner_id: me.id,
      type: "meeting",
      subject: "Demo del producto",
      notes: "Llevar el portátil\nY el proyector",
      due_at: due,
      duration_minutes: 45,
    });
    const done = await activity({
      lead_id: leadId,
      owner_id: me.id,
      type: "call",
      subject: "Primera llamada",
      due_at: new Date(Date.now() - 10 * 86400_000),
      done: true,
      outcome: "Interesados",
    });
    const old = await activity({
      lead_id: leadId,
      owner_id: me.id,
      subject: "Hace mucho",
      due_at: new Date(Date.now() - 91 * 86400_000),
    });
    const theirs = await activity({ lead_id: leadId, owner_id: other.id, subject: "De otro comercial", due_at: due });
    await db().updateTable("users").set({ language: "es" }).where("id", "=", me.id).execute();

    const url = await subscribe(me.token);
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await t.app.inject({ method: "GET", url: pathOf(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("private, max-age=300");

    const calendar = parseICal(feed.body);
    const host = new URL(t.app.config.publicUrl).hostname;
    const events = new Map(calendar.children.filter((c) => c.name === "VEVENT").map((e) => [e.props.UID, e.props]));
    expect([...events.keys()].sort()).toEqual(
      [`lead-activity-${done}@${host}`, `lead-activity-${mine}@${host}`].sort(),
    );
    expect(events.has(`lead-activity-${old}@${host}`)).toBe(false);
    expect(events.has(`lead-activity-${theirs}@${host}`)).toBe(false);

    const meeting = events.get(`lead-activity-${mine}@${host}`)!;
    expect(meeting.DTSTART).toBe(icalUtc(due));
    expect(meeting.DTEND).toBe(icalUtc(new Date(due.getTime() + 45 * 60_000)));
    expect(meeting.SUMMARY).toBe("Reunión: Demo del producto");
    expect(meeting.DESCRIPTION).toBe("Lead: Acme; Ventas, S.L.\n\nLlevar el portátil\nY el proyector");
    expect(meeting.STATUS).toBe("CONFIRMED");
    expect(meeting.URL).toBe(new URL(`/crm/lead-detail/${leadId}`, t.app.config.publicUrl).toString());
    expect(meeting.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);

    const call1 = events.get(`lead-activity-${done}@${host}`)!;
    expect(call1.SUMMARY).toBe("✓ Llamada: Primera llamada");
    expect(call1.DESCRIPTION).toContain("Resultado: Interesados");

    // The owner's language, not the caller's: a calendar app sends none.
    await db().updateTable("users").set({ language: "en" }).where("id", "=", me.id).execute();
    const english = parseICal(
      (await t.app.inject({ method: "GET", url: pathOf(url), headers: { "x-lang": "es" } })).body,
    );
    expect(english.children.find((c) => c.props.UID === `lead-activity-${mine}@${host}`)?.props.SUMMARY).toBe(
      "Meeting: Demo del producto",
    );
  });

  it("keeps each event's UID when the activity changes, and tells its new time", async () => {
    const me = await signedInUser(t.app, db(), "admin");
    const id = await activity({
      lead_id: await lead("Moved"),
      owner_id: me.id,
      due_at: new Date(Date.now() + 86400_000),
    });
    const url = await subscribe(me.token);
    const later = new Date(Date.now() + 3 * 86400_000);
    later.setUTCSeconds(0, 0);
    await db()
      .updateTable("lead_activities")
      .set({ due_at: later, version: sql`version + 1` })
      .where("id", "=", id)
      .execute();
    const [event] = parseICal((await t.app.inject({ method: "GET", url: pathOf(url) })).body).children.filter(
      (c) => c.name === "VEVENT",
    );
    expect(event.props.UID).toBe(`lead-activity-${id}@${new URL(t.app.config.publicUrl).hostname}`);
    expect(event.props.DTSTART).toBe(icalUtc(later));
    expect(event.props.SEQUENCE).toBe("2");
  });

  it("reports the feed's state; rotating kills the old URL; DELETE revokes (404, like an unknown token)", async () => {
    const me = await signedInUser(t.app, db(), "commercial");
    expect((await call(t.app, me.token, { method: "GET", url: "/api/calendar-feed" })).json()).toEqual({
      active: false,
      created_at: null,
    });
    const first = await subscribe(me.token);
    const state = (await call(t.app, me.token, { method: "GET", url: "/api/calendar-feed" })).json();
    expect(state.active).toBe(true);
    expect(Date.parse(state.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const second = await subscribe(me.token);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: "GET", url: pathOf(first) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: pathOf(second) })).statusCode).toBe(200);

    const revoked = await call(t.app, me.token, { method: "DELETE", url: "/api/calendar-feed" });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ active: false, created_at: null });
    const gone = await t.app.inject({ method: "GET", url: pathOf(second), headers: { "x-lang": "en" } });
    expect(gone.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: "GET",
      url: `/api/calendar/${"A".repeat(43)}.ics`,
      headers: { "x-lang": "en" },
    });
    const malformed = await t.app.inject({
      method: "GET",
      url: "/api/calendar/short.ics",
      headers: { "x-lang": "en" },
    });
    for (const res of [unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(gone.json());
    }
    expect((await call(t.app, me.token, { method: "GET", url: "/api/calendar-feed" })).json()).toEqual({
      active: false,
      created_at: null,
    });
  });

  it("stops serving a deactivated user's feed", async () => {
    const me = await signedInUser(t.app, db(), "commercial");
    const url = await subscribe(me.token);
    expect((await t.app.inject({ method: "GET", url: pathOf(url) })).statusCode).toBe(200);
    await db().updateTable("users").set({ active: false }).where("id", "=", me.id).execute();
    expect((await t.app.inject({ method: "GET", url: pathOf(url) })).statusCode).toBe(404);
  });

  it("is for staff: clients get 403, strangers 401", async () => {
    const client = await signedInUser(t.app, db(), "client");
    for (const method of ["GET", "POST", "DELETE"] as const) {
      expect((await call(t.app, client.token, { method, url: "/api/calendar-feed" })).statusCode).toBe(403);
      expect((await call(t.app, undefined, { method, url: "/api/calendar-feed" })).statusCode).toBe(401);
    }
    expect(
      await db().selectFrom("calendar_feeds").select("user_id").where("user_id", "=", client.id).execute(),
    ).toEqual([]);
    const superadmin = await signedInUser(t.app, db(), "superadmin");
    expect((await call(t.app, superadmin.token, { method: "POST", url: "/api/calendar-feed" })).statusCode).toBe(200);
  });

  it("keeps only the secret's hash", async () => {
    const me = await signedInUser(t.app, db(), "commercial");
    const token = pathOf(await subscribe(me.token)).match(/\/([^/]+)\.ics$/)![1];
    const row = await db()
      .selectFrom("calendar_feeds")
      .selectAll()
      .where("user_id", "=", me.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
  });

  it("throttles polling per address (429 with Retry-After)", async () => {
    const me = await signedInUser(t.app, db(), "commercial");
    const path = pathOf(await subscribe(me.token));
    const ip = "10.88.0.1";
    const statuses = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await t.app.inject({ method: "GET", url: path, remoteAddress: ip })).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    const blocked = await t.app.inject({ method: "GET", url: path, remoteAddress: ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await t.app.inject({ method: "GET", url: path, remoteAddress: "10.88.0.2" })).statusCode).toBe(200);
  });
});
