import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { get, issued, openBilling, send, type Billing } from "../../fixtures/billing.js";
import { makeTestCa } from "../../fixtures/certificates.js";
import { startFakeAeat, type FakeAeat } from "../../fixtures/fake-aeat/server.js";
import { enableVerifactu, testSettings } from "../../fixtures/verifactu.js";
import { sendNext, type QueueDeps } from "../../../api/modules/billing/verifactu/send/queue.js";

// The queue against the fake agency, in each of its answers: all correct, accepted with errors,
// rejected (then corrected as a subsanación), a waiting time, down. The clock is the test's:
// each send is given its `now`, so waits of seconds pass without waiting.
describe.each(DATABASE_KINDS)("the VeriFactu queue on %s", (kind) => {
  const ca = makeTestCa();
  let fake: FakeAeat;
  let b: Billing;
  let deps: QueueDeps;
  let clock: number;
  const at = (ms = 0) => new Date((clock += ms));

  beforeAll(async () => {
    fake = await startFakeAeat(ca);
    b = await openBilling(kind, { verifactu: testSettings({ endpoint: fake.url, ca: [ca.certPem] }) });
    await enableVerifactu(b.test.app, b.db, ca);
    deps = {
      db: b.db,
      settings: b.test.app.verifactu.settings,
      credentials: b.test.app.verifactu.credentials,
      ca: [ca.certPem],
    };
  });
  afterAll(async () => {
    await b?.test.close();
    await fake?.close();
  });
  beforeEach(async () => {
    // Each test starts from an empty queue: earlier tests' records count as answered.
    await sql`update verifactu_submissions set status = 'accepted', answered_at = now() where status in ('pending',
      'sent')`.execute(b.db);
    await sql`update verifactu_queue set not_before = now() - interval '1 day', lease_until = null, lease_owner = null,
      failures = 0`.execute(b.db);
    fake.mode = "correct";
    fake.waitSeconds = 2;
    fake.verdicts.clear();
    fake.fault = null;
    clock = Date.now() + 1000;
  });

  const states = async (invoiceIds: number[]) =>
    (await b.db
      .selectFrom("verifactu_record_states")
      .selectAll()
      .where("invoice_id", "in", invoiceIds)
      .orderBy("id")
      .execute()) as any[];
  const receivedTimes = (hash: string) => fake.messages.flatMap((m) => m.records).filter((r) => r.hash === hash).length;

  it("queues each new record as pending in the issuing transaction, and sends them all correct", async () => {
    const invoices = [await issued(b), await issued(b), await issued(b)];
    const ids = invoices.map((i) => Number(i.id));
    expect((await states(ids)).map((s) => s.status)).toEqual(["pending", "pending", "pending"]);
    const result = await sendNext(deps, at());
    expect(result).toMatchObject({ outcome: "sent", records: 3, late: false, waitSeconds: 2 });
    const after = await states(ids);
    expect(after.map((s) => s.status)).toEqual(["accepted", "accepted", "accepted"]);
    expect(after.every((s) => /^A-FAKE\d{10}$/.test(s.csv) && s.attempts === 1)).toBe(true);
    const answer = await b.db
      .selectFrom("verifactu_submissions")
      .select("answer")
      .where("record_id", "=", after[0].id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(answer.answer)).toContain("Correcto");
    expect(fake.messages.at(-1)!.clientSubject).toBe("IDCES-89890001K");
    expect(fake.invalid).toEqual([]);
    expect(fake.invalidAnswers).toEqual([]);
  });

  it("honours the agency's waiting time between messages", async () => {
    fake.waitSeconds = 5;
    await issued(b);
    const first = await sendNext(deps, at());
    expect(first).toMatchObject({ outcome: "sent", waitSeconds: 5 });
    const late = await issued(b);
    expect(await sendNext(deps, at(4_000))).toMatchObject({ outcome: "waiting" });
    expect((await states([Number(late.id)]))[0].status).toBe("pending");
    // The wait counts from the answer, so a moment after the five seconds.
    expect(await sendNext(deps, at(3_000))).toMatchObject({ outcome: "sent", records: 1 });
    expect(await sendNext(deps, at(7_000))).toEqual({ outcome: "idle" });
  });

  it("keeps an accepted-with-errors answer with its code and description", async () => {
    fake.mode = "accepted_with_errors";
    const invoice = await issued(b);
    await sendNext(deps, at());
    const [state] = await states([Number(invoice.id)]);
    expect(state).toMatchObject({ status: "accepted_with_errors", error_code: 2007 });
    expect(state.error_description).toContain("NombreRazon");
    expect(state.csv).toMatch(/^A-FAKE/);
    // Corrected as a subsanación the agency already holds: Subsanacion without RechazoPrevio.
    fake.mode = "correct";
    const retry = await send(b.admin, "POST", `/api/verifactu/records/${state.id}/retry`, {});
    expect(retry.body).toMatchObject({ action: "corrected", record_id: state.id });
    expect(await sendNext(deps, at(4_000))).toMatchObject({ outcome: "sent", records: 1 });
    expect(fake.messages.at(-1)!.records[0]).toMatchObject({
      number: invoice.number,
      subsanacion: true,
      rechazoPrevio: false,
    });
    const [, correction] = await states([Number(invoice.id)]);
    expect(correction).toMatchObject({ status: "accepted", corrects_id: state.id });
  });

  it("corrects a rejected record as a subsanación chained at the end, sent once and accepted", async () => {
    fake.mode = "rejected";
    const invoice = await issued(b);
    const ids = [Number(invoice.id)];
    await sendNext(deps, at());
    const [rejected] = await states(ids);
    expect(rejected).toMatchObject({ status: "rejected", error_code: 1100, csv: null });
    // The client's tax data fixed, an admin corrects it.
    fake.mode = "correct";
    const retry = await send(b.admin, "POST", `/api/verifactu/records/${rejected.id}/retry`, {});
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ action: "corrected", record_id: rejected.id });
    expect((await send(b.admin, "POST", `/api/verifactu/records/${rejected.id}/retry`, {})).status).toBe(409);
    expect(await sendNext(deps, at(4_000))).toMatchObject({ outcome: "sent", records: 1 });
    const [first, correction] = await states(ids);
    expect(first).toMatchObject({ status: "rejected", corrected_by_id: retry.body.correction_id });
    expect(correction).toMatchObject({ id: retry.body.correction_id, status: "accepted", corrects_id: rejected.id });
    const sent = fake.messages.at(-1)!.records[0];
    expect(sent).toMatchObject({ subsanacion: true, rechazoPrevio: true, number: invoice.number });
    // The chain only grew: the correction follows the last record, and the whole chain checks.
    const last = await b.db
      .selectFrom("verifactu_records")
      .select(["id", "previous_hash"])
      .orderBy("id", "desc")
      .limit(2)
      .execute();
    expect(Number(last[0].id)).toBe(retry.body.correction_id);
    expect((await get(b.admin, "/api/invoices/chain/verify")).body).toMatchObject({ ok: true });
  });

  it("waits with backoff while the agency is down, then sends the records flagged as late", async () => {
    fake.mode = "down";
    const invoice = await issued(b);
    const down = await sendNext(deps, at());
    expect(down).toMatchObject({ outcome: "unreachable", records: 1 });
    let [state] = await states([Number(invoice.id)]);
    expect(state).toMatchObject({ status: "pending", attempts: 1, late: true });
    expect(state.last_error).toBeTruthy();
    expect(await sendNext(deps, at(500))).toMatchObject({ outcome: "waiting" });
    const again = await sendNext(deps, at(600));
    expect(again).toMatchObject({ outcome: "unreachable" });
    // The second failure waits twice as long.
    if (again.outcome === "unreachable") expect(again.retryAt.getTime() - clock).toBe(2000);
    fake.mode = "correct";
    expect(await sendNext(deps, at(3_000))).toMatchObject({ outcome: "sent", late: true });
    [state] = await states([Number(invoice.id)]);
    expect(state).toMatchObject({ status: "accepted", attempts: 3, late: true, last_error: null });
    expect(fake.messages.at(-1)!.late).toBe(true);
  });

  it("never registers a record twice: a batch a dead sender left is answered by the duplicate", async () => {
    const invoice = await issued(b);
    const [record] = await states([Number(invoice.id)]);
    await sendNext(deps, at());
    // The sender died after the agency registered it and before it wrote the answer.
    await sql`update verifactu_submissions set status = 'sent', answered_at = null, sent_at =
      ${new Date(clock - 60_000).toISOString()}::timestamptz where record_id = ${record.id}`.execute(b.db);
    await sendNext(deps, at(4_000));
    const [after] = await states([Number(invoice.id)]);
    expect(after.status).toBe("accepted");
    expect(fake.registered.get(`89890001K|${invoice.number}|${record.issue_date}`)).toBe("Correcta");
    expect(receivedTimes(record.hash)).toBe(2);
  });

  it("two instances sending at once: one message, every record in it once", async () => {
    const invoices = await Promise.all([1, 2, 3, 4, 5].map(() => issued(b)));
    const before = fake.messages.length;
    const other: QueueDeps = { ...deps, owner: "other-instance" };
    const now = at();
    const results = await Promise.all([
      sendNext(deps, now),
      sendNext(other, now),
      sendNext({ ...deps, owner: "third" }, now),
    ]);
    expect(results.filter((r) => r.outcome === "sent")).toHaveLength(1);
    expect(fake.messages.length - before).toBe(1);
    const hashes = fake.messages.slice(before).flatMap((m) => m.records.map((r) => r.hash));
    expect(new Set(hashes).size).toBe(hashes.length);
    expect((await states(invoices.map((i) => Number(i.id)))).every((s) => s.status === "accepted")).toBe(true);
  });

  it("takes a server fault for an outage and a client fault for the message's refusal", async () => {
    fake.fault = "env:Server";
    const invoice = await issued(b);
    expect(await sendNext(deps, at())).toMatchObject({ outcome: "unreachable" });
    expect((await states([Number(invoice.id)]))[0].status).toBe("pending");
    fake.fault = "env:Client";
    expect(await sendNext(deps, at(3_000))).toMatchObject({ outcome: "refused", records: 1 });
    const [state] = await states([Number(invoice.id)]);
    expect(state.status).toBe("rejected");
    expect(state.error_description).toContain("4104");
  });

  it("sends nothing without the company's certificate: the records wait for it", async () => {
    const invoice = await issued(b);
    const before = fake.messages.length;
    expect(await sendNext({ ...deps, credentials: async () => null }, at())).toEqual({
      outcome: "no_certificate",
      pending: 1,
    });
    expect(fake.messages.length).toBe(before);
    expect((await states([Number(invoice.id)]))[0]).toMatchObject({ status: "pending", attempts: 0 });
    // The lease was given back: with the certificate the next send goes.
    expect(await sendNext(deps, at())).toMatchObject({ outcome: "sent", records: 1 });
  });

  it("refuses a client without a certificate (mutual TLS)", async () => {
    const https = await import("node:https");
    const error = await new Promise<Error | null>((resolve) => {
      const req = https.request(fake.url, { method: "POST", ca: [ca.certPem] }, () => resolve(null));
      req.on("error", resolve);
      req.end("<x/>");
    });
    expect(error).not.toBeNull();
  });

  it("queues nothing while the company is not in VERI*FACTU mode", async () => {
    await b.db.updateTable("company").set({ verifactu_mode: "no_verifactu" }).where("id", "=", 1).execute();
    try {
      const invoice = await issued(b);
      // Listed (Registros VeriFactu shows every record) but with no sending state, and never queued.
      expect((await states([Number(invoice.id)])).map((s) => [s.verifactu_mode, s.status])).toEqual([
        ["no_verifactu", null],
      ]);
      expect(
        await b.db
          .selectFrom("verifactu_submissions as s")
          .innerJoin("verifactu_records as r", "r.id", "s.record_id")
          .select("s.record_id")
          .where("r.invoice_id", "=", Number(invoice.id))
          .execute(),
      ).toEqual([]);
    } finally {
      await b.db.updateTable("company").set({ verifactu_mode: "verifactu" }).where("id", "=", 1).execute();
    }
  });
});
