import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { get, issued, openBilling, send, type Billing } from "../../fixtures/billing.js";
import { makeTestCa } from "../../fixtures/certificates.js";
import { startFakeAeat, type FakeAeat } from "../../fixtures/fake-aeat/server.js";
import { enableVerifactu, testSettings } from "../../fixtures/verifactu.js";
import { buildApp } from "../../../api/server.js";
import { AnswerValidator } from "../contract/support/answer-validator.js";

// The records' API: the declared list with its filters (status, invoice_id), retry and send-now,
// each role's access, and two apps on one database sending at once.
describe.each(DATABASE_KINDS)("the VeriFactu records API on %s", (kind) => {
  const ca = makeTestCa();
  let fake: FakeAeat;
  let b: Billing;
  let second: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeAeat(ca);
    b = await openBilling(kind, { verifactu: testSettings({ endpoint: fake.url, ca: [ca.certPem] }) });
    await enableVerifactu(b.test.app, b.db, ca);
    // A second instance: its own app (own job runner, own lease owner) on the same database.
    second = await buildApp({ config: b.test.app.config, database: b.test.database.handle });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await b?.test.close();
    await fake?.close();
  });
  const openQueue = () =>
    sql`update verifactu_queue set not_before = now() - interval '1 day', lease_until = null, failures = 0`.execute(
      b.db,
    );

  it("lists records with their state, filtered by status and invoice_id", async () => {
    fake.mode = "correct";
    const one = await issued(b);
    const two = await issued(b);
    const pending = await get(b.admin, "/api/verifactu/records?status=pending");
    expect(pending.status).toBe(200);
    expect(pending.body.map((r: any) => r.invoice_id)).toEqual(expect.arrayContaining([one.id, two.id]));
    expect(Number(pending.headers["x-total-count"])).toBeGreaterThanOrEqual(2);
    const mine = await get(b.admin, `/api/verifactu/records?invoice_id=${one.id}`);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      invoice_id: one.id,
      kind: "alta",
      invoice_number: one.number,
      status: "pending",
    });
    expect((await get(b.admin, "/api/verifactu/records?status=sideways")).status).toBe(400);
  });

  it("sends now for admins, still honouring the waiting time", async () => {
    await openQueue();
    fake.waitSeconds = 60;
    const now = await send(b.admin, "POST", "/api/verifactu/send-now", {});
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ outcome: "sent", wait_seconds: 60 });
    expect((await get(b.admin, "/api/verifactu/records?status=pending")).body).toEqual([]);
    await issued(b);
    const again = await send(b.admin, "POST", "/api/verifactu/send-now", {});
    expect(again.body.outcome).toBe("waiting");
    expect(new Date(again.body.not_before).getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it("lets staff who read billing see the list, and only admins act", async () => {
    expect((await get(b.commercial, "/api/verifactu/records")).status).toBe(200);
    expect((await get(b.client, "/api/verifactu/records")).status).toBe(403);
    const [record] = (await get(b.admin, "/api/verifactu/records?status=pending")).body;
    expect((await send(b.commercial, "POST", `/api/verifactu/records/${record.id}/retry`, {})).status).toBe(403);
    expect((await send(b.commercial, "POST", "/api/verifactu/send-now", {})).status).toBe(403);
    expect((await send(b.client, "POST", "/api/verifactu/send-now", {})).status).toBe(403);
    const retried = await send(b.admin, "POST", `/api/verifactu/records/${record.id}/retry`, {});
    expect(retried.body).toMatchObject({ action: "due_now", record_id: record.id });
    const accepted = (await get(b.admin, "/api/verifactu/records?status=accepted")).body[0];
    const refused = await send(b.admin, "POST", `/api/verifactu/records/${accepted.id}/retry`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Este registro no se puede reintentar: solo uno pendiente, rechazado o aceptado con errores por la Agencia "
        + "Tributaria.",
    );
    expect((await send(b.admin, "POST", "/api/verifactu/records/999999/retry", {})).status).toBe(404);
  });

  it("answers as the OpenAPI document says: the list, a retry, send-now, a refusal", async () => {
    const doc = (await b.test.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const validator = new AnswerValidator(doc);
    const verdict = (path: string, method: string, status: number, body: unknown) => {
      const { schema, missing } = validator.declared(doc.paths[path][method], status, "application/json");
      expect(missing, `${method} ${path} ${status}`).toBeUndefined();
      return validator.check(schema!, body);
    };
    await openQueue();
    fake.mode = "rejected";
    await issued(b);
    const sent = await send(b.admin, "POST", "/api/verifactu/send-now", {});
    expect(verdict("/api/verifactu/send-now", "post", 200, sent.body)).toEqual({ ok: true, errors: "" });
    const list = await get(b.admin, "/api/verifactu/records?status=rejected");
    expect(list.body.length).toBeGreaterThan(0);
    expect(verdict("/api/verifactu/records", "get", 200, list.body)).toEqual({ ok: true, errors: "" });
    fake.mode = "correct";
    const corrected = await send(b.admin, "POST", `/api/verifactu/records/${list.body[0].id}/retry`, {});
    expect(corrected.body.action).toBe("corrected");
    expect(verdict("/api/verifactu/records/{id}/retry", "post", 200, corrected.body)).toEqual({ ok: true, errors: "" });
    const again = await send(b.admin, "POST", `/api/verifactu/records/${list.body[0].id}/retry`, {});
    expect(again.status).toBe(409);
    expect(verdict("/api/verifactu/records/{id}/retry", "post", 409, again.body)).toEqual({ ok: true, errors: "" });
    const waiting = await send(b.admin, "POST", "/api/verifactu/send-now", {});
    expect(waiting.body.outcome).toBe("waiting");
    expect(verdict("/api/verifactu/send-now", "post", 200, waiting.body)).toEqual({ ok: true, errors: "" });
  });

  it("two apps on one database never send the same record", async () => {
    await openQueue();
    fake.waitSeconds = 0;
    const invoices = await Promise.all(Array.from({ length: 12 }, () => issued(b)));
    const before = fake.messages.length;
    // Each app's own job runner, as each instance's loop would, many times over.
    for (let round = 0; round < 3; round++)
      await Promise.all([
        b.test.app.jobs.runDue(),
        second.jobs.runDue(),
        b.test.app.verifactu.sendNext(),
        second.verifactu.sendNext(),
      ]);
    const hashes = fake.messages.slice(before).flatMap((m) => m.records.map((r) => r.hash));
    expect(new Set(hashes).size).toBe(hashes.length);
    const states = await b.db
      .selectFrom("verifactu_record_states")
      .select(["status", "attempts"])
      .where(
        "invoice_id",
        "in",
        invoices.map((i) => Number(i.id)),
      )
      .execute();
    expect(states.every((s) => s.status === "accepted" && Number(s.attempts) === 1)).toBe(true);
    expect(fake.invalid).toEqual([]);
  });
});
