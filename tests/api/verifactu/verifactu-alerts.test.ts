import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { get, issued, openBilling, type Billing } from "../../fixtures/billing.js";
import { makeTestCa } from "../../fixtures/certificates.js";
import { startFakeAeat, type FakeAeat } from "../../fixtures/fake-aeat/server.js";
import { enableVerifactu, testSettings } from "../../fixtures/verifactu.js";
import { tempDataDir, waitForOutbox } from "../mail/outbox-files.js";
import { decodeHeader, mailHeader } from "../mail/raw-mail.js";
import { userIdOf } from "../../fixtures/records.js";

// What the admins hear of the sending (docs/verifactu.md, "Screens and mails"): a notification,
// and its mail from the notifications' outbox, when the agency rejects records or when the queue
// is stuck (consecutive failures reach VERIFACTU_STUCK_AFTER_FAILURES), the latter once per
// incident; and the dashboard's billing counts of pending and rejected records, equal to the
// records list's totals under the link each figure carries.
describe.each(DATABASE_KINDS)("VeriFactu alerts and dashboard counts on %s", (kind) => {
  const ca = makeTestCa();
  const dataDir = tempDataDir();
  let fake: FakeAeat;
  let b: Billing;

  beforeAll(async () => {
    fake = await startFakeAeat(ca);
    b = await openBilling(kind, {
      dataDir,
      publicUrl: "https://gestion.example.com",
      verifactu: testSettings({ endpoint: fake.url, ca: [ca.certPem], stuckAfterFailures: 2 }),
    });
    await enableVerifactu(b.test.app, b.db, ca);
  });
  afterAll(async () => {
    await b?.test.close();
    await fake?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The queue may send now (no agency wait, no backoff), its failure count kept. */
  const openQueue = async () => {
    await sql`update verifactu_queue set not_before = now() - interval '1 day', lease_until = null`.execute(b.db);
    await sql`update verifactu_submissions set next_attempt_at = now() - interval '1 day' where status =
      'pending'`.execute(b.db);
  };
  const alerts = async (kindName: string) =>
    (
      await sql<{
        user_id: number;
        title: string;
        link: string;
        params: any;
      }>`select user_id, title, link, params from notifications where kind = ${kindName} order by id`.execute(b.db)
    ).rows;
  const adminIds = async () =>
    (
      await sql<{
        id: number;
      }>`select distinct u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
        where r.name in ('admin', 'superadmin') and u.active order by u.id`.execute(b.db)
    ).rows.map((r) => Number(r.id));

  it("tells every admin, by mail, which records the agency rejected; nobody else", async () => {
    await openQueue();
    fake.mode = "rejected";
    const invoice = await issued(b);
    const sent = await b.test.app.verifactu.sendNext();
    expect(sent.outcome).toBe("sent");
    const rejected = await alerts("verifactu_rejected");
    const admins = await adminIds();
    expect(admins.length).toBeGreaterThan(0);
    expect(rejected.map((n) => Number(n.user_id)).sort()).toEqual(admins);
    expect(rejected[0]).toMatchObject({ title: invoice.number, params: { count: 1 } });
    expect(rejected[0].link).toBe(
      "/billings/verifactu?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=rejected",
    );
    // The mails, from the outbox, once each, in the admin's language.
    const mails = await waitForOutbox(dataDir, admins.length);
    const subjects = mails.map((raw) => decodeHeader(mailHeader(raw, "subject")));
    expect(
      subjects.some(
        (s) => s === `La AEAT ha rechazado registros VeriFactu (1): ${invoice.number}. Revísalos y subsánalos.`,
      ),
    ).toBe(true);
    const commercial = await sql<{
      email: string;
    }>`select email from users where id = ${userIdOf(b.commercial.token)}`.execute(b.db);
    expect(mails.map((raw) => mailHeader(raw, "to"))).not.toContain(commercial.rows[0].email);
  });

  it("accepted records tell nobody", async () => {
    await openQueue();
    fake.mode = "correct";
    const before = (await alerts("verifactu_rejected")).length;
    await issued(b);
    expect((await b.test.app.verifactu.sendNext()).outcome).toBe("sent");
    expect(await alerts("verifactu_rejected")).toHaveLength(before);
  });

  it("mails once when the queue gets stuck, not on every failure after; again on the next incident", async () => {
    await sql`update verifactu_queue set failures = 0`.execute(b.db);
    fake.mode = "down";
    await issued(b);
    const admins = await adminIds();
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i++) {
      await openQueue();
      outcomes.push((await b.test.app.verifactu.sendNext()).outcome);
    }
    expect(outcomes).toEqual(["unreachable", "unreachable", "unreachable", "unreachable"]);
    const stuck = await alerts("verifactu_stuck");
    expect(stuck.map((n) => Number(n.user_id)).sort()).toEqual(admins);
    expect(stuck[0].params).toEqual({ failures: 2 });
    // The agency is back: the queue sends, the incident is over; the next outage mails again.
    fake.mode = "correct";
    await openQueue();
    expect((await b.test.app.verifactu.sendNext()).outcome).toBe("sent");
    fake.mode = "down";
    await issued(b);
    for (let i = 0; i < 3; i++) {
      await openQueue();
      await b.test.app.verifactu.sendNext();
    }
    expect(await alerts("verifactu_stuck")).toHaveLength(admins.length * 2);
    fake.mode = "correct";
    await openQueue();
    expect((await b.test.app.verifactu.sendNext()).outcome).toBe("sent");
  });

  it("counts pending and rejected records on the dashboard as the list behind each figure does", async () => {
    // Some of each: one more rejected, two pending.
    await openQueue();
    fake.mode = "rejected";
    await issued(b);
    expect((await b.test.app.verifactu.sendNext()).outcome).toBe("sent");
    await issued(b);
    await issued(b);
    for (const who of [b.admin, b.commercial]) {
      const dash = await get(who, "/api/dashboard");
      expect(dash.status, JSON.stringify(dash.body)).toBe(200);
      const figures = dash.body.billing.verifactu;
      expect(figures.pending.count).toBe(2);
      expect(figures.rejected.count).toBeGreaterThanOrEqual(2);
      for (const figure of [figures.pending, figures.rejected]) {
        expect(figure.link.resource).toBe("verifactu-records");
        const list = await get(who, `/api/verifactu/records?${new URLSearchParams(figure.link.query)}&_start=0&_end=1`);
        expect(Number(list.headers["x-total-count"])).toBe(figure.count);
      }
    }
    const client = await get(b.client, "/api/dashboard");
    expect(client.status).toBe(200);
    expect(client.body.billing).toBeUndefined();
    fake.mode = "correct";
  });
});
