import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";
import { JobRunner } from "../../../api/jobs/job-runner.js";
import { loadCalendar } from "../../../api/modules/support/sla/calendar.js";
import { scanSla, slaScanJob } from "../../../api/modules/support/sla/sla-scan.js";
import { dueDates, type SlaTicket } from "../../../api/modules/support/sla/sla-clock.js";

// The SLA warnings job (sla-scan): 80 % of a target and a breach notify the assignee, once each,
// however many scans (or instances) see them. Tickets are written straight into the table, with
// the dues the ticket hooks would store. The company works round the clock here, so business
// minutes are plain minutes and the test does not depend on the day it runs.
describe.each(DATABASE_KINDS)("the SLA scan on %s", (kind) => {
  let t: TestApp;
  let db: Kysely<any>;
  let assignee: number;
  const MINUTE = 60_000;
  const start = new Date();
  const ago = (minutes: number) => new Date(start.getTime() - minutes * MINUTE);
  const later = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as unknown as Kysely<any>;
    await db
      .updateTable("company")
      .set({ business_days: [1, 2, 3, 4, 5, 6, 7], business_start: "00:00", business_end: "24:00" })
      .where("id", "=", 1)
      .execute();
    assignee = (await signedInUser(t.app, t.database.handle.db, "commercial")).id;
  });
  afterAll(() => t.close());

  async function ticket(
    fields: Partial<SlaTicket> & { created_at: Date; assignee_id?: number | null },
  ): Promise<{ id: number; token: string }> {
    const row: SlaTicket = {
      first_response_minutes: 60,
      resolution_minutes: 600,
      sla_paused_minutes: 0,
      sla_paused_at: null,
      first_responded_at: null,
      resolved_at: null,
      ...fields,
    };
    const token = crypto.randomBytes(12).toString("base64url").replace(/[-_]/g, "x").slice(0, 16);
    const dues = dueDates(row, await loadCalendar(db));
    const { id } = await db
      .insertInto("tickets")
      .values({
        token,
        title: `Ticket ${token}`,
        description: "No funciona",
        assignee_id: assignee,
        ...row,
        ...dues,
        ...fields,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id, token };
  }

  const notificationsOf = (id: number) =>
    db
      .selectFrom("notifications")
      .select(["user_id", "kind", "title", "params", "link", "resource", "record_id"])
      .where("resource", "=", "tickets")
      .where("record_id", "=", id)
      .orderBy("id")
      .execute();
  const warned = async (id: number) =>
    (
      (await db.selectFrom("tickets").select("sla_warned").where("id", "=", id).executeTakeFirstOrThrow())
        .sla_warned as string[]
    ).sort();

  it("tells the assignee once when 80 % of the first-response target is spent", async () => {
    const a = await ticket({ created_at: ago(50) });
    const early = await ticket({ created_at: ago(46) }); // 77 %: past the amber point, not the 80 % one
    // Two runners and a direct scan at the same time, then the app's runner again: one notification.
    const other = new JobRunner(db, { intervalMs: 1000 }).define(slaScanJob);
    await Promise.all([t.app.jobs.runDue({ now: start }), other.runDue({ now: start }), scanSla(db, start)]);
    await t.app.jobs.runDue({ now: start });
    expect(await notificationsOf(a.id)).toEqual([
      {
        user_id: assignee,
        kind: "sla_warning",
        title: `Ticket ${a.token}`,
        params: { clock: "first_response" },
        link: `/support/ticket-${a.token}`,
        resource: "tickets",
        record_id: a.id,
      },
    ]);
    expect(await warned(a.id)).toEqual(["first_response:80"]);
    expect(await notificationsOf(early.id)).toEqual([]);
    expect(await warned(early.id)).toEqual([]);
    // Four minutes on, the other one is past 80 %; the first is still only warned.
    expect(await scanSla(db, later(4))).toBe(1);
    expect((await notificationsOf(early.id)).map((n) => n.kind)).toEqual(["sla_warning"]);
    expect((await notificationsOf(a.id)).map((n) => n.kind)).toEqual(["sla_warning"]);
    // Past the due: a breach, once.
    await Promise.all([scanSla(db, later(11)), scanSla(db, later(11))]);
    expect((await notificationsOf(a.id)).map((n) => n.kind)).toEqual(["sla_warning", "sla_breach"]);
    expect(await warned(a.id)).toEqual(["first_response:80", "first_response:breach"]);
  });

  it("sends only the breach when the 80 % point passed unseen", async () => {
    const b = await ticket({ created_at: ago(70) });
    expect(await scanSla(db, start)).toBe(1);
    expect(await notificationsOf(b.id)).toMatchObject([{ kind: "sla_breach", params: { clock: "first_response" } }]);
    expect(await warned(b.id)).toEqual(["first_response:80", "first_response:breach"]);
    expect(await scanSla(db, later(1))).toBe(0);
  });

  it("leaves paused, resolved and unassigned tickets alone", async () => {
    const paused = await ticket({ created_at: ago(70), sla_paused_at: ago(5) });
    const resolved = await ticket({ created_at: ago(700), resolved_at: ago(1) });
    const nobody = await ticket({ created_at: ago(70), assignee_id: null });
    await scanSla(db, start);
    for (const id of [paused.id, resolved.id, nobody.id]) {
      expect(await notificationsOf(id)).toEqual([]);
      expect(await warned(id)).toEqual([]);
    }
    // Once assigned, the breach the scan skipped is told.
    await db.updateTable("tickets").set({ assignee_id: assignee }).where("id", "=", nobody.id).execute();
    await scanSla(db, later(1));
    expect((await notificationsOf(nobody.id)).map((n) => n.kind)).toEqual(["sla_breach"]);
  });

  it("watches the resolution clock after the first response, never the answered one", async () => {
    const answered = await ticket({ created_at: ago(50), first_responded_at: ago(40), resolution_minutes: 60 });
    await scanSla(db, start);
    expect(await notificationsOf(answered.id)).toMatchObject([
      { kind: "sla_warning", params: { clock: "resolution" } },
    ]);
    await scanSla(db, later(15));
    expect(
      (await notificationsOf(answered.id)).map((n) => `${n.kind}:${(n.params as { clock: string }).clock}`),
    ).toEqual(["sla_warning:resolution", "sla_breach:resolution"]);
    expect(await warned(answered.id)).toEqual(["resolution:80", "resolution:breach"]);
  });

  it("counts the paused minutes: a ticket that stood still is not yet at 80 %", async () => {
    // 70 minutes old, 30 of them paused: 40 of 60 spent.
    const resumed = await ticket({ created_at: ago(70), sla_paused_minutes: 30 });
    await scanSla(db, start);
    expect(await notificationsOf(resumed.id)).toEqual([]);
    await scanSla(db, later(9));
    expect((await notificationsOf(resumed.id)).map((n) => n.kind)).toEqual(["sla_warning"]);
  });
});
