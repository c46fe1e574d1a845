import { countryName } from "../../../../resources/kit/countries.js";
import type { PartyBlock } from "./invoice-document.js";
import { COLOR, write } from "./page-frame.js";
import type { PdfT } from "./pdf-texts.js";

// A party's identity as an invoice must show it (RD 1619/2012, art. 6): name, legal name, tax
// id (named by its kind: NIF, NIF-IVA, passport…) and full address, then how to reach it.

export interface PartyStyle {
  nameSize: number;
  /** A small heading over the block ("Cliente"). */
  heading?: string;
  /** The invoice's language, for a foreign country's name. */
  language: string;
}

/** "28013 Madrid (Madrid)", and the country on a line of its own when it is not Spain. */
export function addressLines(party: PartyBlock, language: string): string[] {
  const province = party.province && party.province !== party.city ? `(${party.province})` : null;
  const place = [party.postalCode, party.city, province].filter(Boolean).join(" ");
  const country = party.country && party.country !== "ES" ? countryName(party.country, language) : null;
  return [party.address ?? null, place || null, country].filter((line): line is string => Boolean(line?.trim()));
}

export function drawParty(
  doc: PDFKit.PDFDocument,
  t: PdfT,
  party: PartyBlock,
  x: number,
  y: number,
  width: number,
  s: PartyStyle,
): number {
  if (s.heading)
    y = write(doc, s.heading.toUpperCase(), x, y, { width, size: 7.5, bold: true, color: COLOR.muted }) + 2;
  y = write(doc, party.name, x, y, { width, size: s.nameSize, bold: true }) + 1;
  const details = [
    party.legalName && party.legalName !== party.name ? party.legalName : null,
    party.taxId ? `${t(`taxIds.${party.taxIdType ?? "nif"}`)}: ${party.taxId}` : null,
    ...addressLines(party, s.language),
    [party.email, party.phone].filter(Boolean).join(" · ") || null,
  ].filter((text): text is string => Boolean(text?.trim()));
  for (const text of details) y = write(doc, text, x, y, { width, size: 8.5, color: COLOR.muted });
  return y;
}
