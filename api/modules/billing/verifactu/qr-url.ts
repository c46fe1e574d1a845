// The URL in the invoice's QR code: the tax agency's page that checks the invoice was reported
// (Orden HAC/1177/2024, art. 21). VERIFACTU_QR_BASE points it at the test environment
// (https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR) while not in production.
// A record made outside VERI*FACTU was not sent: its QR points at ValidarQRNoVerifactu, the page
// beside ValidarQR where the client may report the invoice instead (docs/verifactu.md).
const PRODUCTION_BASE = "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR";
const NO_VERIFACTU_PAGE = "ValidarQRNoVerifactu";

export type QrMode = "verifactu" | "no_verifactu";

export interface QrInvoice {
  nif: string;
  number: string;
  /** dd-mm-yyyy */
  issueDate: string;
  /** "123.45" */
  total: string;
}

export function validarQrUrl(invoice: QrInvoice, base = process.env.VERIFACTU_QR_BASE ?? PRODUCTION_BASE): string {
  // Each value encoded on its own: a series like "A&B/1" must not split the query.
  const params: [string, string][] = [
    ["nif", invoice.nif],
    ["numserie", invoice.number],
    ["fecha", invoice.issueDate],
    ["importe", invoice.total],
  ];
  return `${base}?${params.map(([name, value]) => `${name}=${encodeURIComponent(value.trim())}`).join("&")}`;
}

/** The QR's URL for a record made in `mode`: ValidarQR in VERI*FACTU, ValidarQRNoVerifactu otherwise. */
export function recordQrUrl(
  invoice: QrInvoice,
  mode: QrMode,
  base = process.env.VERIFACTU_QR_BASE ?? PRODUCTION_BASE,
): string {
  const pageBase = mode === "verifactu" ? base : base.replace(/ValidarQR$/, NO_VERIFACTU_PAGE);
  return validarQrUrl(invoice, pageBase);
}
