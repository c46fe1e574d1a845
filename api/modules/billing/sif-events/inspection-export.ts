import { strToU8, zipSync } from "fflate";
import type { Kysely } from "kysely";
import { recordInputs } from "../verifactu/send/record-context.js";
import { regFactuXml } from "../verifactu/xml/message-xml.js";
import { madridTimestamp } from "../verifactu/aeat-format.js";
import { signPendingRecords, standaloneRecord } from "../signing/record-signature.js";
import { logEventsExport, logRecordsExport } from "./export-events.js";
import type { SifContext } from "./sif-context.js";
import type { Database } from "../../../db/schema.js";

// The export an inspection asks for (RD 1007/2023 art. 8.3 and 9): every record and every event
// as its own XML document (an enveloped signature only verifies in its own document), in one
// ZIP with an index. In «NO VERI*FACTU» mode the export itself is logged: event 08 for the
// records it carries, 09 for the events (docs/verifactu-signatures.md).

export interface ExportRange {
  /** yyyy-mm-dd, inclusive, on the records' generation date; none: from the first. */
  from?: string;
  to?: string;
}

// The generation time starts with its date ("2026-11-29T10:20:30+01:00"): enough for a period by dates.
const day = (timestamp: unknown) => String(timestamp).slice(0, 10);
const fileName = (n: number, ...parts: string[]) =>
  `${String(n).padStart(6, "0")}-${parts.join("-").replace(/[^A-Za-z0-9._-]/g, "_")}.xml`;

async function recordsIn(db: Kysely<Database>, range: ExportRange) {
  const all = await db
    .selectFrom("verifactu_records as r")
    .leftJoin("verifactu_record_signatures as s", "s.record_id", "r.id")
    .select([
      "r.id",
      "r.kind",
      "r.issuer_nif",
      "r.invoice_number",
      "r.issue_date",
      "r.tax_total",
      "r.total",
      "r.hash",
      "r.generated_at",
      "r.verifactu_mode",
      "s.signed_xml",
    ])
    .orderBy("r.id")
    .execute();
  return all.filter(
    (r) => (!range.from || day(r.generated_at) >= range.from) && (!range.to || day(r.generated_at) <= range.to),
  );
}

const eventsSoFar = (db: Kysely<Database>) =>
  db
    .selectFrom("sif_events")
    .select(["id", "event_type", "generated_at", "hash", "xml", "signed"])
    .orderBy("id")
    .execute();

export async function inspectionExport(
  db: Kysely<Database>,
  ctx: SifContext,
  range: ExportRange,
  logEvents: boolean,
): Promise<{ zip: Uint8Array; records: number; events: number }> {
  await signPendingRecords(db, ctx);
  const records = await recordsIn(db, range);
  // Records without a signature (no certificate yet, or made in VERI*FACTU mode) go as the agency's schema writes them.
  const unsigned = await recordInputs(
    db,
    records.filter((r) => !r.signed_xml).map((r) => r.id),
    ctx.issuer.name,
  );
  const files: Record<string, Uint8Array> = {};
  const recordIndex = records.map((r, i) => {
    const id = r.id;
    const xml = r.signed_xml
      ? String(r.signed_xml)
      : standaloneRecord(
          regFactuXml(
            { issuerName: ctx.issuer.name, issuerNif: String(r.issuer_nif) },
            [unsigned.get(id)!],
            ctx.system,
          ),
        );
    const file = `registros/${fileName(i + 1, String(r.invoice_number), String(r.kind))}`;
    files[file] = strToU8(xml);
    return {
      file,
      id,
      kind: String(r.kind),
      invoice_number: String(r.invoice_number),
      hash: String(r.hash),
      generated_at: String(r.generated_at),
      mode: String(r.verifactu_mode),
      signed: Boolean(r.signed_xml),
    };
  });
  if (logEvents && records.length) await logRecordsExport(db, ctx, records, range);
  let events = await eventsSoFar(db);
  if (logEvents && events.length) {
    await logEventsExport(db, ctx, events);
    events = await eventsSoFar(db);
  }
  const eventIndex = events.map((e, i) => {
    const file = `eventos/${fileName(i + 1, String(e.event_type))}`;
    files[file] = strToU8(String(e.xml));
    return {
      file,
      id: e.id,
      event_type: String(e.event_type),
      generated_at: String(e.generated_at),
      hash: String(e.hash),
      signed: Boolean(e.signed),
    };
  });
  const index = {
    generated_at: madridTimestamp(ctx.now()),
    issuer: ctx.issuer,
    system: ctx.system,
    range,
    records: recordIndex,
    events: eventIndex,
  };
  files["indice.json"] = strToU8(`${JSON.stringify(index, null, 2)}\n`);
  return { zip: zipSync(files, { level: 6 }), records: records.length, events: events.length };
}
