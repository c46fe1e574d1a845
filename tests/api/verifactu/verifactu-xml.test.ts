import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { openBilling, type Billing } from "../../fixtures/billing.js";
import { enableVerifactu, everyKindOfInvoice, testSettings } from "../../fixtures/verifactu.js";
import { schemaErrors, SCHEMAS, soapBodyChild } from "../../fixtures/fake-aeat/xsd.js";
import { issuerOf, recordInputs } from "../../../api/modules/billing/verifactu/send/record-context.js";
import { installedSystem } from "../../../api/modules/billing/verifactu/system-identity.js";
import { regFactuXml, soapRequestXml } from "../../../api/modules/billing/verifactu/xml/message-xml.js";
import type { RecordXmlInput } from "../../../api/modules/billing/verifactu/xml/record-xml.js";

// Every record the app makes, as the agency's XML, judged by the agency's own schemas
// (SuministroLR.xsd and what it imports) with xmllint: each record alone, all of them in one
// message, and the message inside its SOAP envelope. Then the breakdown codes and flags the
// demo data do not reach yet (S2, N1, N2, a subsanación), and a wrong record the schema refuses.
describe.each(DATABASE_KINDS)("VeriFactu XML against the agency's XSDs on %s", (kind) => {
  let b: Billing;
  let inputs: Map<number, RecordXmlInput>;
  let header: { issuerName: string; issuerNif: string };
  let system: Awaited<ReturnType<typeof installedSystem>>;

  beforeAll(async () => {
    b = await openBilling(kind, { verifactu: testSettings() });
    await enableVerifactu(b.test.app, b.db);
    await everyKindOfInvoice(b);
    const ids = (await b.db.selectFrom("verifactu_records").select("id").orderBy("id").execute()).map((r) =>
      Number(r.id),
    );
    const issuer = await issuerOf(b.db);
    header = { issuerName: issuer.name, issuerNif: issuer.nif };
    inputs = await recordInputs(b.db, ids, issuer.name);
    system = await installedSystem(b.db, testSettings().identity);
  });
  afterAll(async () => {
    await b?.test.close();
  });

  it("makes records of every kind: altas of F1, F2, R1, R4, R5 and an anulación", () => {
    const all = [...inputs.values()];
    expect(new Set(all.map((r) => (r.kind === "alta" ? r.invoiceType : "anulacion")))).toEqual(
      new Set(["F1", "F2", "R1", "R4", "R5", "anulacion"]),
    );
    expect(all.some((r) => r.recipient && "IDOtro" in r.recipient)).toBe(true);
    expect(all.some((r) => r.breakdown?.some((d) => d.OperacionExenta === "E1"))).toBe(true);
    expect(all.some((r) => r.breakdown?.some((d) => d.OperacionExenta === "E5"))).toBe(true);
    expect(all.some((r) => r.breakdown?.some((d) => d.TipoRecargoEquivalencia))).toBe(true);
    expect(all.some((r) => r.rectification?.type === "S")).toBe(true);
    expect(all.some((r) => r.rectification?.type === "I")).toBe(true);
    expect(all.filter((r) => r.previous === null)).toHaveLength(1);
  });

  it("validates each record alone, and all in one message", async () => {
    for (const [id, input] of inputs)
      expect(await schemaErrors(regFactuXml(header, [input], system), SCHEMAS.request), `record ${id}`).toBeNull();
    expect(
      await schemaErrors(regFactuXml({ ...header, late: true }, [...inputs.values()], system), SCHEMAS.request),
    ).toBeNull();
  });

  it("validates the SOAP request's body, with the Cabecera and SistemaInformatico blocks", async () => {
    const envelope = soapRequestXml(header, [...inputs.values()], system);
    const body = await soapBodyChild(envelope);
    expect(await schemaErrors(body, SCHEMAS.request)).toBeNull();
    expect(body).toContain(`<sum1:NIF>${header.issuerNif}</sum1:NIF>`);
    expect(body).toContain(`<sum1:NumeroInstalacion>${system.installation}</sum1:NumeroInstalacion>`);
    expect(body).toMatch(/<sum1:IdSistemaInformatico>..<\/sum1:IdSistemaInformatico>/);
  });

  it("validates the codes and flags the data do not reach yet: S2, N1, N2, subsanación", async () => {
    const alta = [...inputs.values()].find((r) => r.kind === "alta" && r.invoiceType === "F1")!;
    const anulacion = [...inputs.values()].find((r) => r.kind === "anulacion")!;
    const variants: RecordXmlInput[] = [
      {
        ...alta,
        breakdown: [
          {
            Impuesto: "01",
            ClaveRegimen: "01",
            CalificacionOperacion: "S2",
            TipoImpositivo: "0",
            BaseImponibleOimporteNoSujeto: "100.00",
            CuotaRepercutida: "0",
          },
        ],
      },
      {
        ...alta,
        breakdown: [
          { Impuesto: "01", ClaveRegimen: "01", CalificacionOperacion: "N1", BaseImponibleOimporteNoSujeto: "100.00" },
        ],
      },
      {
        ...alta,
        breakdown: [
          { Impuesto: "01", ClaveRegimen: "08", CalificacionOperacion: "N2", BaseImponibleOimporteNoSujeto: "100.00" },
        ],
      },
      ...["E2", "E3", "E4", "E6"].map((code) => ({
        ...alta,
        breakdown: [
          {
            Impuesto: "01",
            ClaveRegimen: code === "E2" ? "02" : "01",
            OperacionExenta: code,
            BaseImponibleOimporteNoSujeto: "10.00",
          },
        ],
      })),
      { ...alta, correction: true },
      { ...alta, correction: true, rejectedBefore: false },
      { ...anulacion, correction: true },
    ];
    for (const v of variants)
      expect(
        await schemaErrors(regFactuXml(header, [v], system), SCHEMAS.request),
        JSON.stringify(v.breakdown),
      ).toBeNull();
  });

  it("is a real judge: a record the schema does not allow is refused", async () => {
    const alta = [...inputs.values()].find((r) => r.kind === "alta")!;
    expect(await schemaErrors(regFactuXml({ ...header, issuerNif: "1234" }, [alta], system), SCHEMAS.request)).toMatch(
      /NIF/,
    );
    expect(
      await schemaErrors(
        regFactuXml(
          header,
          [
            {
              ...alta,
              breakdown: [{ Impuesto: "01", CalificacionOperacion: "S9", BaseImponibleOimporteNoSujeto: "1.00" }],
            },
          ],
          system,
        ),
        SCHEMAS.request,
      ),
    ).toMatch(/CalificacionOperacion/);
  });
});
