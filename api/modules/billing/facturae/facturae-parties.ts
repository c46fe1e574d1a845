import { provinceOfPostalCode } from "../../../../resources/crm/spanish-provinces.js";
import type { PartyBlock } from "../pdf/invoice-document.js";
import { el, optionalText, text } from "./xml-text.js";

// The seller (the company) and the buyer (a public body, with its DIR3 units) of a Facturae
// invoice. FACe routes an invoice by the buyer's three DIR3 codes, given as administrative
// centres with the roles 01 (oficina contable), 02 (órgano gestor) and 03 (unidad tramitadora).

export interface Dir3Codes {
  accountingOffice: string;
  managingBody: string;
  processingUnit: string;
}

export interface SpanishAddress {
  address: string;
  postCode: string;
  town: string;
  province: string;
}

/**
 * The party's Spanish address as Facturae splits it, or null when it cannot be told: the company
 * keeps one line ("Calle Mayor 1, 28013 Madrid"), whose postal code separates street and town.
 */
export function spanishAddress(party: PartyBlock): SpanishAddress | null {
  if (party.country && party.country !== "ES") return null;
  if (party.postalCode && party.city && party.address) {
    const province = party.province || provinceOfPostalCode(party.postalCode);
    return province ? { address: party.address, postCode: party.postalCode, town: party.city, province } : null;
  }
  const match = party.address ? /^(.*?)[,\s]+(\d{5})\s+(.+)$/.exec(party.address.trim()) : null;
  const province = match && provinceOfPostalCode(match[2]);
  return match && province ? { address: match[1], postCode: match[2], town: match[3], province } : null;
}

/** F (a person: DNI/NIE) or J (an entity: company NIF letters). */
export function personType(taxId: string): "F" | "J" {
  return /^[0-9KLMXYZ]/i.test(taxId) ? "F" : "J";
}

const addressXml = (a: SpanishAddress) =>
  el(
    "AddressInSpain",
    text("Address", a.address, 80),
    text("PostCode", a.postCode),
    text("Town", a.town, 50),
    text("Province", a.province, 20),
    text("CountryCode", "ESP"),
  );

const taxIdentification = (taxId: string) =>
  el(
    "TaxIdentification",
    text("PersonTypeCode", personType(taxId)),
    text("ResidenceTypeCode", "R"),
    text("TaxIdentificationNumber", taxId, 30),
  );

const legalEntity = (party: PartyBlock, name: string, address: SpanishAddress) =>
  el(
    "LegalEntity",
    text("CorporateName", name, 80),
    name !== party.name ? optionalText("TradeName", party.name, 40) : "",
    addressXml(address),
    party.email || party.phone
      ? el(
          "ContactDetails",
          optionalText("Telephone", party.phone, 15),
          optionalText("ElectronicMail", party.email, 60),
        )
      : "",
  );

export function sellerParty(company: PartyBlock, taxId: string, address: SpanishAddress): string {
  return el("SellerParty", taxIdentification(taxId), legalEntity(company, company.legalName || company.name, address));
}

export function buyerParty(client: PartyBlock, taxId: string, address: SpanishAddress, dir3: Dir3Codes): string {
  const centre = (code: string, role: string) =>
    el("AdministrativeCentre", text("CentreCode", code, 10), text("RoleTypeCode", role), addressXml(address));
  const centres = el(
    "AdministrativeCentres",
    centre(dir3.accountingOffice, "01"),
    centre(dir3.managingBody, "02"),
    centre(dir3.processingUnit, "03"),
  );
  return el("BuyerParty", taxIdentification(taxId), centres, legalEntity(client, client.name, address));
}
