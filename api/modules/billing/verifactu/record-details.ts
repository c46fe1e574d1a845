import { exemptionGround } from "../../../../resources/billing/exemption-grounds.js";
import type { BreakdownRow } from "../../../../resources/billing/invoice-totals.js";
import { VERIFACTU_ID_TYPE, type TaxIdType } from "../../../../resources/crm/tax-id-types.js";
import { centsToAmount } from "./aeat-format.js";

// What a registration record (RegistroAlta) says beyond its fingerprint's fields: the recipient
// (Destinatarios/IDDestinatario: a Spanish NIF, or IDOtro with country, IDType and id) and the
// tax breakdown (Desglose/DetalleDesglose), where an exempt amount carries its OperacionExenta
// cause (E1–E6) from the line's legal ground. Field names are the AEAT's.

export interface RecipientParty {
  name: string;
  tax_id?: string | null;
  tax_id_type?: string | null;
  country?: string | null;
}

export type RecordRecipient =
  | { NombreRazon: string; NIF: string }
  | { NombreRazon: string; IDOtro: { CodigoPais: string; IDType: string; ID: string } };

export function recordRecipient(party: RecipientParty | undefined): RecordRecipient | null {
  if (!party?.tax_id) return null;
  const idType = VERIFACTU_ID_TYPE[(party.tax_id_type ?? "nif") as TaxIdType] ?? null;
  const name = party.name.slice(0, 120);
  if (idType === null) return { NombreRazon: name, NIF: party.tax_id };
  return { NombreRazon: name, IDOtro: { CodigoPais: party.country ?? "ES", IDType: idType, ID: party.tax_id } };
}

export type RecordDetail = Record<string, string>;

const rate = (value: number) => value.toFixed(2);

/** One DetalleDesglose per row of the invoice's breakdown (VAT, Impuesto 01). */
export function recordBreakdown(rows: readonly BreakdownRow[]): RecordDetail[] {
  return rows.map((row) => {
    const base = centsToAmount(row.base);
    if (row.vat_rate === null) {
      const code = exemptionGround(row.exemption_ground)?.code ?? row.exemption ?? "E6";
      // Exports are their own regime (ClaveRegimen 02); everything else the general one.
      return {
        Impuesto: "01",
        ClaveRegimen: code === "E2" ? "02" : "01",
        OperacionExenta: code,
        BaseImponibleOimporteNoSujeto: base,
      };
    }
    const detail: RecordDetail = {
      Impuesto: "01",
      ClaveRegimen: "01",
      CalificacionOperacion: "S1",
      TipoImpositivo: rate(row.vat_rate),
      BaseImponibleOimporteNoSujeto: base,
      CuotaRepercutida: centsToAmount(row.vat),
    };
    if (row.surcharge_rate)
      Object.assign(detail, {
        TipoRecargoEquivalencia: rate(row.surcharge_rate),
        CuotaRecargoEquivalencia: centsToAmount(row.surcharge),
      });
    return detail;
  });
}
