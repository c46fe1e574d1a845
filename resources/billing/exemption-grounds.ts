import type { EXEMPTIONS } from "./billing-options.js";

// The legal grounds of a VAT exemption an invoice must state (RD 1619/2012, art. 6.1.j): the
// article of the VAT Act (Ley 37/1992, LIVA) and the VeriFactu OperacionExenta code it is
// reported under (E1 art. 20, E2 art. 21, E3 art. 22, E4 arts. 23–24, E5 art. 25, E6 other).
// Chosen per line, with a default per course; the PDF prints "Exenta art. <article> LIVA" and
// the VeriFactu record carries the code. Labels: billing:exemptionGrounds.<key>.

export interface ExemptionGround {
  key: string;
  code: (typeof EXEMPTIONS)[number];
  /** As the Act numbers it; null for a ground outside its articles' list (E6, other). */
  article: string | null;
}

export const EXEMPTION_GROUNDS = [
  { key: "art20_1_2", code: "E1", article: "20.Uno.2º" },
  { key: "art20_1_3", code: "E1", article: "20.Uno.3º" },
  { key: "art20_1_5", code: "E1", article: "20.Uno.5º" },
  { key: "art20_1_8", code: "E1", article: "20.Uno.8º" },
  { key: "art20_1_9", code: "E1", article: "20.Uno.9º" },
  { key: "art20_1_10", code: "E1", article: "20.Uno.10º" },
  { key: "art20_1_12", code: "E1", article: "20.Uno.12º" },
  { key: "art20_1_13", code: "E1", article: "20.Uno.13º" },
  { key: "art20_1_14", code: "E1", article: "20.Uno.14º" },
  { key: "art20_1_16", code: "E1", article: "20.Uno.16º" },
  { key: "art20_1_18", code: "E1", article: "20.Uno.18º" },
  { key: "art20_1_22", code: "E1", article: "20.Uno.22º" },
  { key: "art20_1_23", code: "E1", article: "20.Uno.23º" },
  { key: "art20_1_26", code: "E1", article: "20.Uno.26º" },
  { key: "art21_1", code: "E2", article: "21.1º" },
  { key: "art21_2", code: "E2", article: "21.2º" },
  { key: "art22", code: "E3", article: "22" },
  { key: "art23", code: "E4", article: "23" },
  { key: "art24", code: "E4", article: "24" },
  { key: "art25_1", code: "E5", article: "25.Uno" },
  { key: "art140bis", code: "E6", article: "140 bis.Uno" },
  { key: "other", code: "E6", article: null },
] as const satisfies readonly ExemptionGround[];

export type ExemptionGroundKey = (typeof EXEMPTION_GROUNDS)[number]["key"];
export const EXEMPTION_GROUND_KEYS = EXEMPTION_GROUNDS.map((g) => g.key);

/** Education (art. 20.Uno.9º): what a course is exempt under unless it says otherwise. */
export const EDUCATION_GROUND: ExemptionGroundKey = "art20_1_9";

/**
 * The ground a bare code stands for, on lines written before grounds were stated (E1 was
 * documented as education), when such a line is copied into a new rectifying invoice.
 */
export const GROUND_OF_CODE: Readonly<Record<string, ExemptionGroundKey>> = {
  E1: "art20_1_9",
  E2: "art21_1",
  E3: "art22",
  E4: "art23",
  E5: "art25_1",
  E6: "other",
};

export function exemptionGround(key: string | null | undefined): ExemptionGround | undefined {
  return EXEMPTION_GROUNDS.find((g) => g.key === key);
}
