import { createHash } from "node:crypto";

// The chained fingerprint (HuellaEvento) of an event record, as the AEAT's specification of the
// huella defines it for «registros de evento»: the system that made it (producer's NIF, system
// id, version, installation), the taxpayer, the event type, the previous event's fingerprint and
// when it was generated, as name=value joined by "&", SHA-256, 64 upper-case hex digits.

export interface EventFields {
  producerNif: string;
  systemId: string;
  version: string;
  installation: string;
  issuerNif: string;
  eventType: string;
  /** The previous event's fingerprint; "" for the first event. */
  previousHash: string;
  /** FechaHoraHusoGenEvento: "2026-11-29T10:20:30+01:00". */
  generatedAt: string;
}

export function eventString(f: EventFields): string {
  const pairs: [string, string][] = [
    ["NIF", f.producerNif],
    ["ID", ""],
    ["IdSistemaInformatico", f.systemId],
    ["Version", f.version],
    ["NumeroInstalacion", f.installation],
    ["NIF", f.issuerNif],
    ["TipoEvento", f.eventType],
    ["HuellaEvento", f.previousHash],
    ["FechaHoraHusoGenEvento", f.generatedAt],
  ];
  return pairs.map(([name, value]) => `${name}=${value.trim()}`).join("&");
}

export function eventFingerprint(f: EventFields): string {
  return createHash("sha256").update(eventString(f), "utf8").digest("hex").toUpperCase();
}
