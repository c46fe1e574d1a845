import type { Kysely } from "kysely";
import { cents, escapeXml } from "../facturae/xml-text.js";
import { madridTimestamp } from "../verifactu/aeat-format.js";
import { recordEvent } from "./event-log.js";
import type { SifContext } from "./sif-context.js";
import type { ExportRange } from "./inspection-export.js";
import type { Database } from "../../../db/schema.js";

// The two events an inspection export leaves in the log (EventosSIF 08 and 09): which records
// it carried (the period, the first and last record with their fingerprints, how many altas and
// anulaciones, the altas' tax and total) and which events.

export interface ExportedRecord {
  kind: unknown;
  issuer_nif: unknown;
  invoice_number: unknown;
  issue_date: unknown;
  tax_total: unknown;
  total: unknown;
  hash: unknown;
  generated_at: unknown;
}

export interface ExportedEvent {
  event_type: unknown;
  generated_at: unknown;
  hash: unknown;
}

const t = (name: string, value: string | number) => `<sf:${name}>${escapeXml(String(value))}</sf:${name}>`;

const recordRef = (name: string, r: ExportedRecord) =>
  `<sf:${name}>${t("IDEmisorFactura", String(r.issuer_nif))}${t("NumSerieFactura", String(r.invoice_number))}`
  + `${t("FechaExpedicionFactura", String(r.issue_date))}${t("Huella", String(r.hash))}</sf:${name}>`;

const eventRef = (name: string, e: ExportedEvent) =>
  `<sf:${name}>`
  + `${t("TipoEvento", String(e.event_type))}${t("FechaHoraHusoEvento", String(e.generated_at))}`
  + `${t("HuellaEvento", String(e.hash))}`
  + `</sf:${name}>`;

export async function logRecordsExport(
  db: Kysely<Database>,
  ctx: SifContext,
  records: ExportedRecord[],
  range: ExportRange,
): Promise<void> {
  const altas = records.filter((r) => r.kind === "alta");
  const sum = (key: "tax_total" | "total") =>
    cents(altas.reduce((a, r) => a + Math.round(Number(r[key] ?? 0) * 100), 0));
  const now = madridTimestamp(ctx.now());
  const offset = now.slice(19);
  const start = range.from ? `${range.from}T00:00:00${offset}` : String(records[0].generated_at);
  const end = range.to ? `${range.to}T23:59:59${offset}` : now;
  await recordEvent(db, ctx, {
    kind: "recordsExport",
    ownData:
      `<sf:ExportacionRegFacturacionPeriodo>`
      + `${t("FechaHoraHusoInicioPeriodoExport", start)}${t("FechaHoraHusoFinPeriodoExport", end)}`
      + `${recordRef("RegistroFacturacionInicialPeriodo", records[0])}`
      + `${recordRef("RegistroFacturacionFinalPeriodo", records[records.length - 1])}`
      + `${t("NumeroDeRegistrosFacturacionAltaExportados", altas.length)}${t("SumaCuotaTotalAlta", sum("tax_total"))}`
      + `${t("SumaImporteTotalAlta", sum("total"))}`
      + `${t("NumeroDeRegistrosFacturacionAnulacionExportados", records.length - altas.length)}`
      + `${t("RegistrosFacturacionExportadosDejanDeConservarse", "N")}</sf:ExportacionRegFacturacionPeriodo>`,
    details: { records: records.length, from: range.from ?? null, to: range.to ?? null },
  });
}

export async function logEventsExport(db: Kysely<Database>, ctx: SifContext, events: ExportedEvent[]): Promise<void> {
  const [first, last] = [events[0], events[events.length - 1]];
  await recordEvent(db, ctx, {
    kind: "eventsExport",
    ownData:
      `<sf:ExportacionRegEventoPeriodo>${t("FechaHoraHusoInicioPeriodoExport", String(first.generated_at))}`
      + `${t("FechaHoraHusoFinPeriodoExport", String(last.generated_at))}`
      + `${eventRef("RegistroEventoInicialPeriodo", first)}`
      + `${eventRef("RegistroEventoFinalPeriodo", last)}${t("NumeroDeRegEventoExportados", events.length)}`
      + `${t("RegEventoExportadosDejanDeConservarse", "N")}</sf:ExportacionRegEventoPeriodo>`,
    details: { events: events.length },
  });
}
