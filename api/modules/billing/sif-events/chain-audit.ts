import { DOMParser } from "@xmldom/xmldom";
import type { Kysely } from "kysely";
import { firstBrokenLink, type BrokenLink, type ChainRecord } from "../verifactu/chain-check.js";
import { eventFingerprint } from "./event-fingerprint.js";
import { EVENTOS_NS } from "./event-xml.js";
import { recordEvent } from "./event-log.js";
import { ANOMALY_TYPES } from "./event-types.js";
import type { SifContext } from "./sif-context.js";
import { escapeXml } from "../facturae/xml-text.js";
import type { Database } from "../../../db/schema.js";

// The anomaly detection a «NO VERI*FACTU» system runs over its records and its events: each run
// is logged (event 03 for the records, 05 for the events) with how many it went through, and the
// first break it finds as an anomaly event (04, 06). The records' check is the same walk as
// GET /api/invoices/chain/verify (verifactu/chain-check.ts).

export interface BrokenEvent {
  id: number;
  reason: "hash" | "link" | "unsigned";
}

export interface ChainAudit {
  records: number;
  broken: BrokenLink | null;
  events: number;
  brokenEvent: BrokenEvent | null;
}

const t = (name: string, value: string | number) => `<sf:${name}>${escapeXml(String(value))}</sf:${name}>`;

/** Whether the stored events still chain, each fingerprint recomputed from its own XML. */
export async function firstBrokenEvent(db: Kysely<Database>): Promise<{ count: number; broken: BrokenEvent | null }> {
  const rows = await db
    .selectFrom("sif_events")
    .select(["id", "event_type", "generated_at", "previous_hash", "hash", "xml", "signed"])
    .orderBy("id")
    .execute();
  let previous = "";
  for (const row of rows) {
    const doc = new DOMParser().parseFromString(String(row.xml), "text/xml");
    const first = (name: string, within?: string) => {
      const scope = within ? doc.getElementsByTagNameNS(EVENTOS_NS, within)[0] : doc;
      return scope?.getElementsByTagNameNS(EVENTOS_NS, name)[0]?.textContent ?? "";
    };
    const hash = eventFingerprint({
      producerNif: first("NIF", "SistemaInformatico"),
      systemId: first("IdSistemaInformatico"),
      version: first("Version"),
      installation: first("NumeroInstalacion"),
      issuerNif: first("NIF", "ObligadoEmision"),
      eventType: String(row.event_type),
      previousHash: String(row.previous_hash),
      generatedAt: String(row.generated_at),
    });
    const id = row.id;
    if (hash !== row.hash) return { count: rows.length, broken: { id, reason: "hash" } };
    if (row.previous_hash !== previous) return { count: rows.length, broken: { id, reason: "link" } };
    if (!row.signed) return { count: rows.length, broken: { id, reason: "unsigned" } };
    previous = String(row.hash);
  }
  return { count: rows.length, broken: null };
}

/**
 * LanzamientoProcesoDeteccionAnomalias…: which checks ran over how many entries. Fingerprints
 * and the chain are checked; signatures and dates are not (their "S/N" says so).
 */
function launchData(of: "RegFacturacion" | "RegEvento", count: number): string {
  const entries = of === "RegFacturacion" ? "RegistrosFacturacion" : "RegistrosEvento";
  const step = (check: string, done: boolean) =>
    t(`RealizadoProcesoSobre${check}${of}`, done ? "S" : "N")
    + (done ? t(`NumeroDe${entries}ProcesadosSobre${check}`, count) : "");
  const name = `LanzamientoProcesoDeteccionAnomalias${of}`;
  return (
    `<sf:${name}>${step("IntegridadHuellas", true)}${step("IntegridadFirmas", false)}`
    + `${step("TrazabilidadCadena", true)}${step("TrazabilidadFechas", false)}</sf:${name}>`
  );
}

function recordAnomalyData(record: ChainRecord, reason: BrokenLink["reason"]): string {
  const id =
    `${t("IDEmisorFactura", record.issuer_nif)}${t("NumSerieFactura", record.invoice_number)}`
    + `${t("FechaExpedicionFactura", record.issue_date)}`;
  return (
    `<sf:DeteccionAnomaliasRegFacturacion>${t("TipoAnomalia", ANOMALY_TYPES[reason])}`
    + `<sf:RegistroFacturacionAnomalo>${id}</sf:RegistroFacturacionAnomalo></sf:DeteccionAnomaliasRegFacturacion>`
  );
}

function eventAnomalyData(
  row: { event_type: unknown; generated_at: unknown; hash: unknown },
  reason: BrokenEvent["reason"],
): string {
  const type = { hash: ANOMALY_TYPES.hash, link: ANOMALY_TYPES.link, unsigned: ANOMALY_TYPES.signature }[reason];
  const event =
    `${t("TipoEvento", String(row.event_type))}${t("FechaHoraHusoEvento", String(row.generated_at))}`
    + `${t("HuellaEvento", String(row.hash))}`;
  return (
    `<sf:DeteccionAnomaliasRegEvento>${t("TipoAnomalia", type)}`
    + `<sf:RegEventoAnomalo>${event}</sf:RegEventoAnomalo></sf:DeteccionAnomaliasRegEvento>`
  );
}

/** Runs both checks and, when `log`, logs them (and the first anomaly of each) as events. */
export async function auditChain(db: Kysely<Database>, ctx: SifContext, log = true): Promise<ChainAudit> {
  const records: ChainRecord[] = await db.selectFrom("verifactu_records").selectAll().orderBy("id").execute();
  const broken = firstBrokenLink(records);
  if (log) {
    await recordEvent(db, ctx, {
      kind: "recordsCheck",
      ownData: launchData("RegFacturacion", records.length),
      details: { records: records.length },
    });
    if (broken) {
      const record = records.find((r) => r.id === broken.id)!;
      await recordEvent(db, ctx, {
        kind: "recordsAnomaly",
        ownData: recordAnomalyData(record, broken.reason),
        details: { record_id: Number(broken.id), reason: broken.reason },
      });
    }
  }
  const events = await firstBrokenEvent(db);
  if (log) {
    await recordEvent(db, ctx, {
      kind: "eventsCheck",
      ownData: launchData("RegEvento", events.count),
      details: { events: events.count },
    });
    if (events.broken) {
      const row = await db
        .selectFrom("sif_events")
        .select(["event_type", "generated_at", "hash"])
        .where("id", "=", events.broken.id)
        .executeTakeFirstOrThrow();
      await recordEvent(db, ctx, {
        kind: "eventsAnomaly",
        ownData: eventAnomalyData(row, events.broken.reason),
        details: { event_id: events.broken.id, reason: events.broken.reason },
      });
    }
  }
  return { records: records.length, broken, events: events.count, brokenEvent: events.broken };
}
