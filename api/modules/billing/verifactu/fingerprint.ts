import { createHash } from "node:crypto";

// The chained fingerprint (huella) of a VeriFactu record, as Orden HAC/1177/2024 and the AEAT's
// "Especificaciones técnicas para la generación de la huella" define it: fixed field names in a
// fixed order, joined with "&", each value trimmed, the previous record's hash included, then
// SHA-256 over the UTF-8 bytes written as 64 upper-case hex digits.

export interface AltaFields {
  issuerNif: string;
  invoiceNumber: string;
  /** dd-mm-yyyy */
  issueDate: string;
  /** F1, F2, R1…R5 */
  invoiceType: string;
  /** "12.35" */
  taxTotal: string;
  /** "123.45" */
  total: string;
  /** The previous record's hash; "" for the first record of the chain. */
  previousHash: string;
  /** ISO 8601 with the offset: "2024-01-01T19:20:30+01:00". */
  generatedAt: string;
}

export type CancellationFields = Pick<
  AltaFields,
  "issuerNif" | "invoiceNumber" | "issueDate" | "previousHash" | "generatedAt"
>;

const join = (pairs: [string, string][]) => pairs.map(([name, value]) => `${name}=${value.trim()}`).join("&");

export function altaString(f: AltaFields): string {
  return join([
    ["IDEmisorFactura", f.issuerNif],
    ["NumSerieFactura", f.invoiceNumber],
    ["FechaExpedicionFactura", f.issueDate],
    ["TipoFactura", f.invoiceType],
    ["CuotaTotal", f.taxTotal],
    ["ImporteTotal", f.total],
    ["Huella", f.previousHash],
    ["FechaHoraHusoGenRegistro", f.generatedAt],
  ]);
}

export function cancellationString(f: CancellationFields): string {
  return join([
    ["IDEmisorFacturaAnulada", f.issuerNif],
    ["NumSerieFacturaAnulada", f.invoiceNumber],
    ["FechaExpedicionFacturaAnulada", f.issueDate],
    ["Huella", f.previousHash],
    ["FechaHoraHusoGenRegistro", f.generatedAt],
  ]);
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex").toUpperCase();

export function altaFingerprint(fields: AltaFields): string {
  return sha256(altaString(fields));
}

export function cancellationFingerprint(fields: CancellationFields): string {
  return sha256(cancellationString(fields));
}
