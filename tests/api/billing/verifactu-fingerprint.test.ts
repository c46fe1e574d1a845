import { describe, expect, it } from "vitest";
import { centsToAmount, isoDateToAeat, madridTimestamp } from "../../../api/modules/billing/verifactu/aeat-format.js";
import {
  altaFingerprint,
  altaString,
  cancellationFingerprint,
  cancellationString,
} from "../../../api/modules/billing/verifactu/fingerprint.js";
import { validarQrUrl } from "../../../api/modules/billing/verifactu/qr-url.js";

// The worked examples of the AEAT's "Especificaciones técnicas para la generación de la huella o
// hash de los registros de facturación": a first record, one chained to it, and a cancellation.
const FIRST = "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60";
const SECOND = "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97";
const CANCELLED = "177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68";

const first = {
  issuerNif: "89890001K",
  invoiceNumber: "12345678/G33",
  issueDate: "01-01-2024",
  invoiceType: "F1",
  taxTotal: "12.35",
  total: "123.45",
  previousHash: "",
  generatedAt: "2024-01-01T19:20:30+01:00",
};

describe("VeriFactu fingerprints", () => {
  it("hashes the first record of a chain as the AEAT's example", () => {
    expect(altaString(first)).toBe(
      "IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1"
        + "&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00",
    );
    expect(altaFingerprint(first)).toBe(FIRST);
  });

  it("chains the next record to the previous hash", () => {
    const second = {
      ...first,
      invoiceNumber: "12345679/G34",
      previousHash: FIRST,
      generatedAt: "2024-01-01T19:20:35+01:00",
    };
    expect(altaFingerprint(second)).toBe(SECOND);
  });

  it("hashes a cancellation as the AEAT's example", () => {
    const cancellation = {
      issuerNif: "89890001K",
      invoiceNumber: "12345679/G34",
      issueDate: "01-01-2024",
      previousHash: SECOND,
      generatedAt: "2024-01-01T19:20:40+01:00",
    };
    expect(cancellationString(cancellation)).toBe(
      `IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34`
        + `&FechaExpedicionFacturaAnulada=01-01-2024&Huella=${SECOND}`
        + `&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00`,
    );
    expect(cancellationFingerprint(cancellation)).toBe(CANCELLED);
  });

  it("trims every value before hashing", () => {
    expect(altaFingerprint({ ...first, issuerNif: " 89890001K ", invoiceNumber: "12345678/G33 " })).toBe(FIRST);
  });
});

describe("AEAT values", () => {
  it("writes cents as an amount with two decimals", () => {
    expect(centsToAmount(1235)).toBe("12.35");
    expect(centsToAmount(12345)).toBe("123.45");
    expect(centsToAmount(-1235)).toBe("-12.35");
    expect(centsToAmount(-5)).toBe("-0.05");
    expect(centsToAmount(0)).toBe("0.00");
    expect(centsToAmount(100)).toBe("1.00");
    expect(centsToAmount(123456789)).toBe("1234567.89");
    expect(() => centsToAmount(12.5)).toThrow(RangeError);
  });

  it("writes an ISO date as dd-mm-yyyy", () => {
    expect(isoDateToAeat("2024-01-01")).toBe("01-01-2024");
    expect(isoDateToAeat("2025-12-31")).toBe("31-12-2025");
    expect(() => isoDateToAeat("31/12/2025")).toThrow(RangeError);
  });

  // 2025: Madrid moves to +02:00 on 30 March at 01:00 UTC and back to +01:00 on 26 October at 01:00 UTC.
  it.each([
    ["2024-01-01T18:20:30Z", "2024-01-01T19:20:30+01:00"],
    ["2025-03-30T00:59:59Z", "2025-03-30T01:59:59+01:00"],
    ["2025-03-30T01:00:00Z", "2025-03-30T03:00:00+02:00"],
    ["2025-07-15T22:30:00Z", "2025-07-16T00:30:00+02:00"],
    ["2025-10-26T00:59:59Z", "2025-10-26T02:59:59+02:00"],
    ["2025-10-26T01:00:00Z", "2025-10-26T02:00:00+01:00"],
    ["2025-12-31T23:00:00.999Z", "2026-01-01T00:00:00+01:00"],
  ])("shows %s on Madrid's clocks as %s", (instant, expected) => {
    expect(madridTimestamp(new Date(instant))).toBe(expected);
  });
});

describe("the QR's URL", () => {
  const invoice = { nif: "89890001K", number: "12345678&G33", issueDate: "01-01-2024", total: "241.40" };

  it("names the invoice in the AEAT's order, each value encoded", () => {
    expect(validarQrUrl(invoice, "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR")).toBe(
      "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024"
        + "&importe=241.40",
    );
    expect(validarQrUrl({ ...invoice, number: "F 2024/7" }, "https://x.test/q")).toBe(
      "https://x.test/q?nif=89890001K&numserie=F%202024%2F7&fecha=01-01-2024&importe=241.40",
    );
  });

  it("points at production unless VERIFACTU_QR_BASE says otherwise", () => {
    const saved = process.env.VERIFACTU_QR_BASE;
    try {
      delete process.env.VERIFACTU_QR_BASE;
      expect(validarQrUrl(invoice)).toMatch(
        /^https:\/\/www2\.agenciatributaria\.gob\.es\/wlpl\/TIKE-CONT\/ValidarQR\?nif=89890001K&/,
      );
      process.env.VERIFACTU_QR_BASE = "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR";
      expect(validarQrUrl(invoice)).toMatch(/^https:\/\/prewww2\.aeat\.es\//);
    } finally {
      if (saved === undefined) delete process.env.VERIFACTU_QR_BASE;
      else process.env.VERIFACTU_QR_BASE = saved;
    }
  });
});
