import type { XMLBuilder } from "xmlbuilder2/lib/interfaces.js";
import type { RecordDetail, RecordRecipient } from "../record-details.js";
import type { InstalledSystem } from "../system-identity.js";
import { NS } from "./namespaces.js";

// One RegistroAlta or RegistroAnulacion (SuministroInformacion.xsd) from the stored record: the
// fingerprint's fields as they were hashed, the recipient and breakdown kept with it, the
// invoice's rectification data and the record before it in the chain. Elements go in the order
// the schema's sequences ask; optional ones only when there is something to say.

export interface InvoiceRef {
  nif: string;
  number: string;
  /** dd-mm-yyyy, as records keep it. */
  date: string;
}

export interface RecordXmlInput {
  kind: "alta" | "anulacion";
  issuerNif: string;
  issuerName: string;
  invoiceNumber: string;
  /** dd-mm-yyyy */
  issueDate: string;
  invoiceType: string | null;
  taxTotal: string | null;
  total: string | null;
  recipient: RecordRecipient | null;
  breakdown: RecordDetail[] | null;
  description: string;
  /** The rectifying invoice's data (TipoRectificativa S = substitution, I = by difference). */
  rectification?: { type: "S" | "I"; rectified: InvoiceRef[]; base?: string; tax?: string; surcharge?: string } | null;
  /** The record before it (Encadenamiento/RegistroAnterior), or none for the chain's first. */
  previous: (InvoiceRef & { hash: string }) | null;
  generatedAt: string;
  hash: string;
  /** A record that corrects an earlier one (Subsanacion = S)… */
  correction?: boolean;
  /** …which the agency had refused (RechazoPrevio = S), rather than accepted with errors. */
  rejectedBefore?: boolean;
}

const DETAIL_ORDER = [
  "Impuesto",
  "ClaveRegimen",
  "CalificacionOperacion",
  "OperacionExenta",
  "TipoImpositivo",
  "BaseImponibleOimporteNoSujeto",
  "BaseImponibleACoste",
  "CuotaRepercutida",
  "TipoRecargoEquivalencia",
  "CuotaRecargoEquivalencia",
] as const;

const el = (parent: XMLBuilder, name: string, text?: string) => {
  const node = parent.ele(NS.info, `sum1:${name}`);
  if (text !== undefined) node.txt(text);
  return node;
};

function party(parent: XMLBuilder, name: string, who: RecordRecipient) {
  const node = el(parent, name);
  el(node, "NombreRazon", who.NombreRazon);
  if ("NIF" in who) el(node, "NIF", who.NIF);
  else {
    const other = el(node, "IDOtro");
    if (who.IDOtro.CodigoPais) el(other, "CodigoPais", who.IDOtro.CodigoPais);
    el(other, "IDType", who.IDOtro.IDType);
    el(other, "ID", who.IDOtro.ID);
  }
}

function invoiceRef(parent: XMLBuilder, name: string, ref: InvoiceRef) {
  const node = el(parent, name);
  el(node, "IDEmisorFactura", ref.nif);
  el(node, "NumSerieFactura", ref.number);
  el(node, "FechaExpedicionFactura", ref.date);
}

function chain(parent: XMLBuilder, previous: RecordXmlInput["previous"]) {
  const node = el(parent, "Encadenamiento");
  if (!previous) return void el(node, "PrimerRegistro", "S");
  const before = el(node, "RegistroAnterior");
  el(before, "IDEmisorFactura", previous.nif);
  el(before, "NumSerieFactura", previous.number);
  el(before, "FechaExpedicionFactura", previous.date);
  el(before, "Huella", previous.hash);
}

export function systemBlock(parent: XMLBuilder, system: InstalledSystem) {
  const node = el(parent, "SistemaInformatico");
  el(node, "NombreRazon", system.producerName);
  el(node, "NIF", system.producerNif);
  el(node, "NombreSistemaInformatico", system.systemName);
  el(node, "IdSistemaInformatico", system.systemId);
  el(node, "Version", system.version);
  el(node, "NumeroInstalacion", system.installation);
  // The same system runs in either mode, for one taxpayer per installation.
  el(node, "TipoUsoPosibleSoloVerifactu", "N");
  el(node, "TipoUsoPosibleMultiOT", "N");
  el(node, "IndicadorMultiplesOT", "N");
}

function alta(parent: XMLBuilder, r: RecordXmlInput, system: InstalledSystem) {
  const node = el(parent, "RegistroAlta");
  el(node, "IDVersion", "1.0");
  invoiceRef(node, "IDFactura", { nif: r.issuerNif, number: r.invoiceNumber, date: r.issueDate });
  el(node, "NombreRazonEmisor", r.issuerName.slice(0, 120));
  if (r.correction) {
    el(node, "Subsanacion", "S");
    if (r.rejectedBefore !== false) el(node, "RechazoPrevio", "S");
  }
  el(node, "TipoFactura", r.invoiceType ?? "F1");
  if (r.rectification) {
    el(node, "TipoRectificativa", r.rectification.type);
    if (r.rectification.rectified.length) {
      const list = el(node, "FacturasRectificadas");
      for (const ref of r.rectification.rectified) invoiceRef(list, "IDFacturaRectificada", ref);
    }
    if (r.rectification.type === "S") {
      const amounts = el(node, "ImporteRectificacion");
      el(amounts, "BaseRectificada", r.rectification.base ?? "0.00");
      el(amounts, "CuotaRectificada", r.rectification.tax ?? "0.00");
      if (r.rectification.surcharge) el(amounts, "CuotaRecargoRectificado", r.rectification.surcharge);
    }
  }
  el(node, "DescripcionOperacion", (r.description || r.invoiceNumber).slice(0, 500));
  if (r.recipient) party(el(node, "Destinatarios"), "IDDestinatario", r.recipient);
  const breakdown = el(node, "Desglose");
  for (const detail of r.breakdown ?? []) {
    const row = el(breakdown, "DetalleDesglose");
    for (const key of DETAIL_ORDER)
      if (detail[key] !== undefined && detail[key] !== null) el(row, key, String(detail[key]));
  }
  el(node, "CuotaTotal", r.taxTotal ?? "0.00");
  el(node, "ImporteTotal", r.total ?? "0.00");
  chain(node, r.previous);
  systemBlock(node, system);
  el(node, "FechaHoraHusoGenRegistro", r.generatedAt);
  el(node, "TipoHuella", "01");
  el(node, "Huella", r.hash);
}

function anulacion(parent: XMLBuilder, r: RecordXmlInput, system: InstalledSystem) {
  const node = el(parent, "RegistroAnulacion");
  el(node, "IDVersion", "1.0");
  const id = el(node, "IDFactura");
  el(id, "IDEmisorFacturaAnulada", r.issuerNif);
  el(id, "NumSerieFacturaAnulada", r.invoiceNumber);
  el(id, "FechaExpedicionFacturaAnulada", r.issueDate);
  if (r.correction) el(node, "RechazoPrevio", "S");
  chain(node, r.previous);
  systemBlock(node, system);
  el(node, "FechaHoraHusoGenRegistro", r.generatedAt);
  el(node, "TipoHuella", "01");
  el(node, "Huella", r.hash);
}

/** Appends one RegistroFactura (SuministroLR.xsd) holding the record. */
export function appendRecord(parent: XMLBuilder, r: RecordXmlInput, system: InstalledSystem): void {
  const wrapper = parent.ele(NS.lr, "sum:RegistroFactura");
  if (r.kind === "alta") alta(wrapper, r, system);
  else anulacion(wrapper, r, system);
}
