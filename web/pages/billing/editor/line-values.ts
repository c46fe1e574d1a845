// An invoice line as the editor holds it and as the API takes it. The VAT is one choice of the
// user ("21", "10", "4", "0" or "exempt"), which the API reads as a rate or, when exempt, as no
// rate and the legal ground of the exemption (its VeriFactu code E1–E6 follows from it). The
// surcharge follows the VAT rate unless the user changes it.
import { SURCHARGE_BY_VAT, VAT_RATES } from "../../../../resources/billing/billing-options";
import { exemptionGround } from "../../../../resources/billing/exemption-grounds";
import type { LineInput } from "../../../../resources/billing/invoice-totals";
import type { InvoiceLineRecord } from "../invoice-record";

export const EXEMPT = "exempt";
type Rate = `${(typeof VAT_RATES)[number]}`;
export type VatChoice = Rate | typeof EXEMPT;
export const VAT_CHOICES: readonly VatChoice[] = [...VAT_RATES.map((rate) => String(rate) as Rate), EXEMPT];

export interface LineValues {
  /** The row's identity on screen (drag and drop, React keys); never sent. */
  key: string;
  /** The stored line's id: sent back so the line keeps its time entries. */
  id?: number;
  description?: string;
  quantity?: number | null;
  /** Cents. */
  unit_price?: number | null;
  discount_percent?: number | null;
  vat: VatChoice;
  /** The exemption's legal ground (exemption-grounds.ts), when exempt. */
  exemption_ground?: string | null;
  surcharge_rate?: number | null;
}

let lastKey = 0;
const nextKey = () => `line-${Date.now().toString(36)}-${++lastKey}`;

/** The equivalence surcharge that goes with a VAT choice (none when exempt). */
export function surchargeFor(vat: VatChoice): number {
  return vat === EXEMPT ? 0 : (SURCHARGE_BY_VAT[Number(vat)] ?? 0);
}

export function newLine(surchargeOn: boolean, vat: VatChoice = "21"): LineValues {
  return {
    key: nextKey(),
    description: "",
    quantity: 1,
    unit_price: null,
    discount_percent: 0,
    vat,
    exemption_ground: null,
    surcharge_rate: surchargeOn ? surchargeFor(vat) : 0,
  };
}

const num = (value: unknown, fallback = 0): number => {
  if (value === null || value === undefined || value === "") return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
};

function vatChoiceOf(rate: unknown): VatChoice {
  if (rate === null || rate === undefined || rate === "") return EXEMPT;
  const choice = String(Number(rate)) as VatChoice;
  return (VAT_CHOICES as readonly string[]).includes(choice) ? choice : "21";
}

export function lineFromRecord(line: InvoiceLineRecord): LineValues {
  return {
    key: nextKey(),
    id: line.id,
    description: line.description,
    quantity: num(line.quantity, 1),
    unit_price: num(line.unit_price),
    discount_percent: num(line.discount_percent),
    vat: vatChoiceOf(line.vat_rate),
    exemption_ground: line.exemption_ground ?? null,
    surcharge_rate: num(line.surcharge_rate),
  };
}

/** What the totals are computed from: unfinished lines count as nothing rather than failing. */
export function lineInput(line: Partial<LineValues> | undefined, surchargeOn: boolean): LineInput {
  const exempt = line?.vat === EXEMPT;
  return {
    quantity: num(line?.quantity),
    unit_price: Math.round(num(line?.unit_price)),
    discount_percent: num(line?.discount_percent),
    vat_rate: exempt ? null : num(line?.vat, 21),
    exemption: exempt ? (exemptionGround(line?.exemption_ground)?.code ?? null) : null,
    exemption_ground: exempt ? (line?.exemption_ground ?? null) : null,
    surcharge_rate: surchargeOn && !exempt ? num(line?.surcharge_rate) : 0,
  };
}

/** The line as POST and PATCH /api/invoices take it, in the order shown. */
export function lineBody(line: LineValues, surchargeOn: boolean): Record<string, unknown> {
  const input = lineInput(line, surchargeOn);
  return {
    ...(line.id === undefined ? {} : { id: line.id }),
    description: (line.description ?? "").trim(),
    quantity: input.quantity,
    unit_price: input.unit_price,
    discount_percent: input.discount_percent,
    vat_rate: input.vat_rate,
    exemption_ground: input.exemption_ground,
    surcharge_rate: input.surcharge_rate,
  };
}
