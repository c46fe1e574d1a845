import { escapeXml } from "../facturae/xml-text.js";
import type { InstalledSystem } from "../verifactu/system-identity.js";

// One RegistroEvento (EventosSIF.xsd), before its signature: the system, the taxpayer, the type,
// the event's own data, the chaining to the previous event and the fingerprint. The XAdES
// signature goes last inside Evento, where the schema asks for it.

export const EVENTOS_NS =
  "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws"
  + "/EventosSIF.xsd";

export interface PreviousEvent {
  eventType: string;
  generatedAt: string;
  hash: string;
}

export interface EventXmlInput {
  system: InstalledSystem;
  issuer: { name: string; nif: string };
  eventType: string;
  generatedAt: string;
  /** DatosPropiosEvento's content, already XML in the sf namespace (or none). */
  ownData: string;
  otherData?: string | null;
  previous: PreviousEvent | null;
  hash: string;
}

const t = (name: string, value: string, max?: number) =>
  `<sf:${name}>${escapeXml(max ? value.slice(0, max) : value)}</sf:${name}>`;

export function eventXml(e: EventXmlInput): string {
  const s = e.system;
  const system =
    `<sf:SistemaInformatico>`
    + `${t("NombreRazon", s.producerName, 120)}${t("NIF", s.producerNif)}`
    + `${t("NombreSistemaInformatico", s.systemName, 30)}`
    + `${t("IdSistemaInformatico", s.systemId, 2)}${t("Version", s.version, 50)}`
    + `${t("NumeroInstalacion", s.installation, 100)}`
    + `${t("TipoUsoPosibleSoloVerifactu", "N")}${t("TipoUsoPosibleMultiOT", "N")}${t("IndicadorMultiplesOT", "N")}`
    + `</sf:SistemaInformatico>`;
  const chain = e.previous
    ? `<sf:EventoAnterior>`
      + `${t("TipoEvento", e.previous.eventType)}${t("FechaHoraHusoGenEvento", e.previous.generatedAt)}`
      + `${t("HuellaEvento", e.previous.hash)}`
      + `</sf:EventoAnterior>`
    : t("PrimerEvento", "S");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<sf:RegistroEvento `
    + `xmlns:sf="${EVENTOS_NS}">${t("IDVersion", "1.0")}<sf:Evento>${system}`
    + `<sf:ObligadoEmision>${t("NombreRazon", e.issuer.name, 120)}${t("NIF", e.issuer.nif)}</sf:ObligadoEmision>`
    + `${t("FechaHoraHusoGenEvento", e.generatedAt)}${t("TipoEvento", e.eventType)}`
    + `${e.ownData ? `<sf:DatosPropiosEvento>${e.ownData}</sf:DatosPropiosEvento>` : ""}`
    + `${e.otherData ? t("OtrosDatosEvento", e.otherData, 100) : ""}`
    + `<sf:Encadenamiento>${chain}</sf:Encadenamiento>${t("TipoHuella", "01")}${t("HuellaEvento", e.hash)}`
    + `</sf:Evento></sf:RegistroEvento>`
  );
}
