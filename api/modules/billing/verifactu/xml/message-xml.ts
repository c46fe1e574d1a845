import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces.js";
import type { InstalledSystem } from "../system-identity.js";
import { NS } from "./namespaces.js";
import { appendRecord, type RecordXmlInput } from "./record-xml.js";

// The message of the WSDL's RegFactuSistemaFacturacion operation: a Cabecera naming the issuer
// (ObligadoEmision) and up to 1,000 RegistroFactura, inside a SOAP 1.1 envelope.

export const MAX_RECORDS_PER_MESSAGE = 1000;

export interface MessageHeader {
  issuerName: string;
  issuerNif: string;
  /** Records sent after the time the regulation allows, because the system could not send them. */
  late?: boolean;
}

function appendMessage(
  parent: XMLBuilder,
  header: MessageHeader,
  records: RecordXmlInput[],
  system: InstalledSystem,
): void {
  if (!records.length || records.length > MAX_RECORDS_PER_MESSAGE)
    throw new RangeError(`A message carries 1 to 1000 records, not ${records.length}`);
  const message = parent.ele(NS.lr, "sum:RegFactuSistemaFacturacion").att("xmlns:sum1", NS.info);
  const head = message.ele(NS.lr, "sum:Cabecera");
  const issuer = head.ele(NS.info, "sum1:ObligadoEmision");
  issuer.ele(NS.info, "sum1:NombreRazon").txt(header.issuerName.slice(0, 120));
  issuer.ele(NS.info, "sum1:NIF").txt(header.issuerNif);
  if (header.late) head.ele(NS.info, "sum1:RemisionVoluntaria").ele(NS.info, "sum1:Incidencia").txt("S");
  for (const record of records) appendRecord(message, record, system);
}

/** The bare RegFactuSistemaFacturacion document (what the schema validates). */
export function regFactuXml(header: MessageHeader, records: RecordXmlInput[], system: InstalledSystem): string {
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  appendMessage(doc, header, records, system);
  return doc.end({ prettyPrint: false });
}

/** The SOAP request the agency's endpoint takes. */
export function soapRequestXml(header: MessageHeader, records: RecordXmlInput[], system: InstalledSystem): string {
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const envelope = doc.ele(NS.soap, "soapenv:Envelope");
  envelope.ele(NS.soap, "soapenv:Header");
  appendMessage(envelope.ele(NS.soap, "soapenv:Body"), header, records, system);
  return doc.end({ prettyPrint: false });
}
