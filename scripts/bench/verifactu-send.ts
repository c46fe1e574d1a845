import type { Kysely } from "kysely";
import type { DatabaseKind } from "../../api/db/database.js";
import { addAltaRecord } from "../../api/modules/billing/verifactu-records.js";
import { firstBrokenLink, type ChainRecord } from "../../api/modules/billing/verifactu/chain-check.js";
import { sendNext, type QueueDeps, type SendOutcome } from "../../api/modules/billing/verifactu/send/queue.js";
import { createTestApp } from "../../tests/fixtures/app.js";
import { makeTestCa } from "../../tests/fixtures/certificates.js";
import { startFakeAeat } from "../../tests/fixtures/fake-aeat/server.js";
import { enableVerifactu, testSettings } from "../../tests/fixtures/verifactu.js";
import type { Database } from "../../api/db/schema.js";

// VeriFactu sending at volume (issue 29): RECORDS pending records (10,000 by default) sent to the
// fake agency (mutual TLS, every message judged by the agency's XSDs) by two senders at once, as
// two instances would, the agency asking WAIT seconds between messages. Reports the messages and
// their sizes, whether every wait was honoured, records per second (sending only, and with the
// waits), duplicates (a record the agency got twice) and the chain checked afterwards.

const RECORDS = Number(process.env.BENCH_VERIFACTU_RECORDS ?? 10_000);
const WAIT = Number(process.env.BENCH_VERIFACTU_WAIT ?? 2);

export interface VerifactuSendFigure {
  database: DatabaseKind;
  records: number;
  messages: number;
  largest_message: number;
  wait_s: number;
  waits_honoured: string;
  sending_s: number;
  total_s: number;
  records_per_s_sending: number;
  records_per_s_total: number;
  duplicates: number;
  accepted: number;
  invalid_requests: number;
  chain: string;
}

async function pendingRecords(db: Kysely<Database>, count: number): Promise<void> {
  const company = await db.selectFrom("company").select("tax_id").where("id", "=", 1).executeTakeFirstOrThrow();
  const series = await db
    .selectFrom("invoice_series")
    .select("id")
    .where("kind", "=", "standard")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  for (let start = 0; start < count; start += 500) {
    await db.transaction().execute(async (trx) => {
      for (let n = start; n < Math.min(count, start + 500); n++) {
        const number = `VB2026-${String(n + 1).padStart(6, "0")}`;
        const { id } = await trx
          .insertInto("invoices")
          .values({
            kind: "F1",
            series_id: series.id,
            number,
            year: 2026,
            sequence: n + 1,
            issue_date: "2026-11-02",
            status: "issued",
            subtotal: 10000,
            vat_total: 2100,
            tax_total: 2100,
            total: 12100,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const breakdown = [
          {
            Impuesto: "01",
            ClaveRegimen: "01",
            CalificacionOperacion: "S1",
            TipoImpositivo: "21.00",
            BaseImponibleOimporteNoSujeto: "100.00",
            CuotaRepercutida: "21.00",
          },
        ];
        await addAltaRecord(trx, {
          invoiceId: Number(id),
          issuerNif: String(company.tax_id),
          number,
          issueDate: "2026-11-02",
          kind: "F1",
          taxTotal: 2100,
          amount: 12100,
          recipient: { NombreRazon: "Cliente Volumen S.L.", NIF: "B12345674" },
          breakdown,
        });
      }
    });
  }
}

export async function benchVerifactuSend(
  kind: DatabaseKind,
  log: (line: string) => void,
): Promise<VerifactuSendFigure> {
  const ca = makeTestCa();
  const fake = await startFakeAeat(ca);
  fake.waitSeconds = WAIT;
  const t = await createTestApp(kind, {
    logLevel: "silent",
    verifactu: testSettings({ endpoint: fake.url, ca: [ca.certPem], waitSeconds: WAIT }),
  });
  try {
    const db = t.database.handle.db;
    await db
      .updateTable("company")
      .set({ tax_id: "89890001K", legal_name: "Gestión Volumen S.L." })
      .where("id", "=", 1)
      .execute();
    await enableVerifactu(t.app, db, ca);
    log(`  ${kind}: ${RECORDS} pending records…`);
    await pendingRecords(db, RECORDS);
    const base: QueueDeps = {
      db,
      settings: t.app.verifactu.settings,
      credentials: t.app.verifactu.credentials,
      ca: [ca.certPem],
    };
    const senders = [
      { ...base, owner: "instance-a" },
      { ...base, owner: "instance-b" },
    ];
    const starts: number[] = [];
    let sendingMs = 0;
    const began = Date.now();
    const sender = async (deps: QueueDeps) => {
      for (;;) {
        const at = Date.now();
        const r: SendOutcome = await sendNext(deps, new Date(at));
        if (r.outcome === "sent") {
          starts.push(at);
          sendingMs += Date.now() - at;
        } else if (r.outcome === "idle") return;
        else if (r.outcome === "waiting")
          await new Promise((resolve) => setTimeout(resolve, Math.max(5, r.notBefore.getTime() - Date.now())));
        else if (r.outcome === "busy") await new Promise((resolve) => setTimeout(resolve, 20));
        else throw new Error(`send: ${JSON.stringify(r)}`);
      }
    };
    await Promise.all(senders.map(sender));
    const totalMs = Date.now() - began;
    starts.sort((a, b) => a - b);
    const gaps = starts.slice(1).map((s, i) => s - starts[i]);
    const hashes = fake.messages.flatMap((m) => m.records.map((r) => r.hash));
    const accepted = await db
      .selectFrom("verifactu_submissions")
      .select((e) => e.fn.countAll<number>().as("n"))
      .where("status", "=", "accepted")
      .executeTakeFirstOrThrow();
    const records = (await db
      .selectFrom("verifactu_records")
      .selectAll()
      .orderBy("id")
      .execute()) as unknown as ChainRecord[];
    const broken = firstBrokenLink(records);
    return {
      database: kind,
      records: RECORDS,
      messages: fake.messages.length,
      largest_message: Math.max(...fake.messages.map((m) => m.records.length)),
      wait_s: WAIT,
      waits_honoured: gaps.every((g) => g >= WAIT * 1000)
        ? `yes (shortest gap ${(Math.min(...gaps) / 1000).toFixed(2)} s)`
        : `NO (shortest gap ${Math.min(...gaps)} ms)`,
      sending_s: Number((sendingMs / 1000).toFixed(2)),
      total_s: Number((totalMs / 1000).toFixed(2)),
      records_per_s_sending: Math.round(RECORDS / (sendingMs / 1000)),
      records_per_s_total: Math.round(RECORDS / (totalMs / 1000)),
      duplicates: hashes.length - new Set(hashes).size,
      accepted: Number(accepted.n),
      invalid_requests: fake.invalid.length,
      chain: broken ? `broken at record ${JSON.stringify(broken).slice(0, 80)}` : `intact (${records.length} records)`,
    };
  } finally {
    await t.close();
    await fake.close();
  }
}
