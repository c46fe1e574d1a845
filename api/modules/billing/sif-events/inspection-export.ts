import { strToU8, zipSync } from "fflate";
import type { Kysely } from "kysely";
import { recordInputs } from "../verifactu/send/record-context.js";
import { regFactuXml } from "../verifactu/xml/message-xml.js";
import { signPendingRecords, standaloneRecord } from "../signing/record-signature.js";
import { cents } from "../facturae/xml-text.js";
import { recordEvent } from "./event-log.js";
import { madridTimestamp } from "../verifactu/aeat-format.js";
import type { SifContext } from "./sif-context.js";
import { escapeXml } from "../facturae/xml-text.js";

// The export an inspection asks for (RD 1007/2023 art. 8.3 and 9): every record and every event
// as its own signed XML document (an enveloped signature only verifies in its own document), in
// one ZIP with an index. In «NO VERI*FACTU» mode the export itself is logged: event 08 for the
// records it carries, 09 for the events (docs/verifactu-signatures.md).

export interface ExportRange {
  /** yyyy-mm-dd, inclusive, on the records' generation date; none: from the first. */
  from?: string;
  to?: string;
}

interface IndexEntry {
  file: string;
  id: number;
  hash: string;
  signed: boolean;
  [key: string]: unknown;
}

const t = (name: string, value: string | number) => `<sf:${name}>${escapeXml(String(value))}</sf:${name}>`;
const ref = (name: string, r: { issuer_nif: unknown; invoice_number: unknown; issue_date: unknown; hash: unknown }) =>
  `<sf:${name}>${t("IDEmisorFactura", String(r.issuer_nif))}${t("NumSerieFactura", String(r.invoice_number))}${t("FechaExpedicionFactura", String(r.issue_date))}${t("Huella", String(r.hash))}</sf:${name}>`;
const fileName = (n: number, ...parts: string[]) => `${String(n).padStart(6, "0")}-${parts.join("-").replace(/[^A-Za-z0-9._-]/g, "_")}.xml`;
// "+01:00" times sort with the date first; the day part is enough for a period by dates.
const day = (timestamp: unknown) => String(timestamp).slice(0, 10);

export async function inspectionExport(db: Kysely<any>, ctx: SifContext, range: ExportRange, logEvents: boolean): Promise<{ zip: Uint8Array; records: number; events: number }> {
  await signPendingRecords(db, ctx);
  const all = await db.selectFrom("verifactu_records as r").leftJoin("verifactu_record_signatures as s", "s.record_id", "r.id").select(["r.id", "r.kind", "r.issuer_nif", "r.invoice_number", "r.issue_date", "r.tax_total", "r.total", "r.hash", "r.generated_at", "r.verifactu_mode", "s.signed_xml"]).orderBy("r.id").execute();
  const records = all.filter((r) => (!range.from || day(r.generated_at) >= range.from) && (!range.to || day(r.generated_at) <= range.to));
  const unsignedXml = await recordInputs(db, records.filter((r) => !r.signed_xml).map((r) => Number(r.id)), ctx.issuer.name);
  const files: Record<string, Uint8Array> = {};
  const recordIndex: IndexEntry[] = records.map((r, i) => {
    const id = Number(r.id);
    const input = unsignedXml.get(id);
    const xml = r.signed_xml ? String(r.signed_xml) : standaloneRecord(regFactuXml({ issuerName: ctx.issuer.name, issuerNif: String(r.issuer_nif) }, [input!], ctx.system));
    const file = `registros/${fileName(i + 1, String(r.invoice_number), String(r.kind))}`;
    files[file] = strToU8(xml);
    return { file, id, kind: String(r.kind), invoice_number: String(r.invoice_number), hash: String(r.hash), generated_at: String(r.generated_at), mode: String(r.verifactu_mode), signed: Boolean(r.signed_xml) };
  });
  if (logEvents && records.length) {
    const altas = records.filter((r) => r.kind === "alta");
    const sum = (key: "tax_total" | "total") => cents(altas.reduce((a, r) => a + Math.round(Number(r[key] ?? 0) * 100), 0));
    const now = madridTimestamp(ctx.now());
    await recordEvent(db, ctx, {
      kind: "recordsExport",
      ownData:
        `<sf:ExportacionRegFacturacionPeriodo>${t("FechaHoraHusoInicioPeriodoExport", range.from ? `${range.from}T00:00:00${now.slice(19)}` : String(records[0].generated_at))}` +
        `${t("FechaHoraHusoFinPeriodoExport", range.to ? `${range.to}T23:59:59${now.slice(19)}` : now)}${ref("RegistroFacturacionInicialPeriodo", records[0])}${ref("RegistroFacturacionFinalPeriodo", records[records.length - 1])}` +
        `${t("NumeroDeRegistrosFacturacionAltaExportados", altas.length)}${t("SumaCuotaTotalAlta", sum("tax_total"))}${t("SumaImporteTotalAlta", sum("total"))}` +
        `${t("NumeroDeRegistrosFacturacionAnulacionExportados", records.length - altas.length)}${t("RegistrosFacturacionExportadosDejanDeConservarse", "N")}</sf:ExportacionRegFacturacionPeriodo>`,
      details: { records: records.length, from: range.from ?? null, to: range.to ?? null },
    });
  }
  let events = await db.selectFrom("sif_events").select(["id", "event_type", "generated_at", "hash", "xml", "signed"]).orderBy("id").execute();
  if (logEvents && events.length) {
    const [first, last] = [events[0], events[events.length - 1]];
    const reg = (name: string, e: typeof first) => `<sf:${name}>${t("TipoEvento", String(e.event_type))}${t("FechaHoraHusoEvento", String(e.generated_at))}${t("HuellaEvento", String(e.hash))}</sf:${name}>`;
    await recordEvent(db, ctx, {
      kind: "eventsExport",
      ownData:
        `<sf:ExportacionRegEventoPeriodo>${t("FechaHoraHusoInicioPeriodoExport", String(first.generated_at))}${t("FechaHoraHusoFinPeriodoExport", String(last.generated_at))}` +
        `${reg("RegistroEventoInicialPeriodo", first)}${reg("RegistroEventoFinalPeriodo", last)}${t("NumeroDeRegEventoExportados", events.length)}${t("RegEventoExportadosDejanDeConservarse", "N")}</sf:ExportacionRegEventoPeriodo>`,
      details: { events: events.length },
    });
    events = await db.selectFrom("sif_events").select(["id", "event_type", "generated_at", "hash", "xml", "signed"]).orderBy("id").execute();
  }
  const eventIndex: IndexEntry[] = events.map((e, i) => {
    const file = `eventos/${fileName(i + 1, String(e.event_type))}`;
    files[file] = strToU8(String(e.xml));
    return { file, id: Number(e.id), event_type: String(e.event_type), generated_at: String(e.generated_at), hash: String(e.hash), signed: Boolean(e.signed) };
  });
  const index = { generated_at: madridTimestamp(ctx.now()), issuer: ctx.issuer, system: ctx.system, range, records: recordIndex, events: eventIndex };
  files["indice.json"] = strToU8(`${JSON.stringify(index, null, 2)}\n`);
  return { zip: zipSync(files, { level: 6 }), records: records.length, events: events.length };
}
