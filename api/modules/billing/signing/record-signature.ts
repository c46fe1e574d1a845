import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
import type { FastifyInstance } from "fastify";
import { sql, type Kysely } from "kysely";
import { regFactuXml } from "../verifactu/xml/message-xml.js";
import { NS } from "../verifactu/xml/namespaces.js";
import { recordInputs } from "../verifactu/send/record-context.js";
import { sifContext, type SifContext } from "../sif-events/sif-context.js";
import { signEnveloped } from "./xades.js";
import type { Database } from "../../../db/schema.js";

// In «NO VERI*FACTU» mode each record is signed when it is generated (RD 1007/2023 art. 8):
// the RegistroAlta or RegistroAnulacion as the agency's schema writes it (the same builder the
// sending uses), as a document of its own, with an enveloped XAdES signature inside it, where
// SuministroInformacion.xsd puts ds:Signature. The signed XML is kept beside the record (the
// records table itself never changes). A record made while no certificate was uploaded waits
// unsigned until signPendingRecords runs (the inspection export runs it first).

/** The single record of a one-record RegFactuSistemaFacturacion message, as a document. */
export function standaloneRecord(message: string): string {
  const doc = new DOMParser().parseFromString(message, "text/xml");
  const record =
    doc.getElementsByTagNameNS(NS.info, "RegistroAlta")[0]
    ?? doc.getElementsByTagNameNS(NS.info, "RegistroAnulacion")[0];
  if (!record) throw new Error("standaloneRecord: the message holds no record");
  const out = new DOMParser().parseFromString("<placeholder/>", "text/xml");
  out.replaceChild(out.importNode(record, true), out.documentElement);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(out)}`;
}

/** Signs the given records that have no signature yet; answers how many it signed. */
export async function signRecords(db: Kysely<Database>, ctx: SifContext, ids: number[]): Promise<number> {
  if (!ctx.signer || !ids.length) return 0;
  const inputs = await recordInputs(db, ids, ctx.issuer.name);
  let signed = 0;
  for (const [id, input] of inputs) {
    const message = regFactuXml({ issuerName: ctx.issuer.name, issuerNif: input.issuerNif }, [input], ctx.system);
    const xml = signEnveloped(standaloneRecord(message), ctx.signer, {
      description: "Registro de facturación",
      signingTime: ctx.now(),
    });
    const done = await db
      .insertInto("verifactu_record_signatures")
      .values({ record_id: id, signed_xml: xml })
      .onConflict((oc) => oc.column("record_id").doNothing())
      .executeTakeFirst();
    signed += Number(done.numInsertedOrUpdatedRows ?? 0);
  }
  return signed;
}

/** Records made in «NO VERI*FACTU» mode that are not signed yet, in chain order. */
export async function unsignedRecordIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom("verifactu_records as r")
    .leftJoin("verifactu_record_signatures as s", "s.record_id", "r.id")
    .select("r.id")
    .where("r.verifactu_mode", "=", "no_verifactu")
    .where("s.record_id", "is", null)
    .orderBy("r.id")
    .execute();
  return rows.map((r) => r.id);
}

export async function signPendingRecords(db: Kysely<Database>, ctx: SifContext): Promise<number> {
  return signRecords(db, ctx, await unsignedRecordIds(db));
}

/**
 * At generation, in the generating transaction: signs the record when it was made in «NO
 * VERI*FACTU» mode and the company has a certificate, and with it any record still waiting for
 * one (made before the certificate was uploaded). `app` absent (the demo seed): later.
 */
export async function signAtGeneration(
  trx: Kysely<Database>,
  app: FastifyInstance | undefined,
  recordId: number,
): Promise<void> {
  if (!app) return;
  const mode = await sql<{
    verifactu_mode: string;
  }>`select verifactu_mode from verifactu_records where id = ${recordId}`.execute(trx);
  if (mode.rows[0]?.verifactu_mode !== "no_verifactu") return;
  const ctx = await sifContext(app, () => new Date(), trx);
  if (ctx.signer) await signRecords(trx, ctx, await unsignedRecordIds(trx));
}
