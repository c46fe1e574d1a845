import { divRound, percentOf } from "../kit/money.js";

// An invoice's amounts from its lines, in integer cents: the server stores what this answers
// and the editor shows it live, so both always agree. Each line is rounded on its own and then
// summed (the usual Spanish practice); halves round away from zero, so a negated line of a
// rectification by difference mirrors the original to the cent.

export interface LineInput {
  quantity: number;
  unit_price: number;
  discount_percent: number;
  /** null when the line is exempt (`exemption` then says why). */
  vat_rate: number | null;
  exemption: string | null;
  /** The exemption's legal ground (exemption-grounds.ts); the breakdown has a row per ground. */
  exemption_ground?: string | null;
  surcharge_rate: number;
}

export interface LineAmounts {
  base: number;
  vat_amount: number;
  surcharge_amount: number;
}

export interface BreakdownRow {
  vat_rate: number | null;
  exemption: string | null;
  exemption_ground?: string | null;
  surcharge_rate: number;
  base: number;
  vat: number;
  surcharge: number;
}

export interface InvoiceTotals {
  lines: LineAmounts[];
  breakdown: BreakdownRow[];
  subtotal: number;
  vat_total: number;
  surcharge_total: number;
  /** VAT plus surcharge: VeriFactu's CuotaTotal. */
  tax_total: number;
  irpf_total: number;
  total: number;
}

// Rates and quantities carry at most 3 decimals: scaled to integers, the products stay exact in
// BigInt. Rounding is the shared one (resources/kit/money.ts).
const SCALE = 1000n;
const scaled = (value: number): bigint => BigInt(Math.round(value * 1000));

export { percentOf };

export function lineAmounts(line: LineInput): LineAmounts {
  // quantity × price × (100 − discount) / 100, with quantity and discount scaled by 1000.
  const gross = scaled(line.quantity) * BigInt(line.unit_price) * (100n * SCALE - scaled(line.discount_percent));
  const base = divRound(gross, SCALE * 100n * SCALE);
  return {
    base,
    vat_amount: line.vat_rate === null ? 0 : percentOf(base, line.vat_rate),
    surcharge_amount: line.vat_rate === null ? 0 : percentOf(base, line.surcharge_rate),
  };
}

export function computeInvoiceTotals(lines: readonly LineInput[], irpfRate: number): InvoiceTotals {
  const amounts = lines.map(lineAmounts);
  const groups = new Map<string, BreakdownRow>();
  lines.forEach((line, i) => {
    const exemption = line.vat_rate === null ? line.exemption : null;
    const ground = line.vat_rate === null ? (line.exemption_ground ?? null) : null;
    const surchargeRate = line.vat_rate === null ? 0 : line.surcharge_rate;
    const key = `${line.vat_rate ?? "x"}|${exemption ?? ""}|${ground ?? ""}|${surchargeRate}`;
    const row = groups.get(key) ?? {
      vat_rate: line.vat_rate,
      exemption,
      exemption_ground: ground,
      surcharge_rate: surchargeRate,
      base: 0,
      vat: 0,
      surcharge: 0,
    };
    row.base += amounts[i].base;
    row.vat += amounts[i].vat_amount;
    row.surcharge += amounts[i].surcharge_amount;
    groups.set(key, row);
  });
  const breakdown = [...groups.values()].sort(
    (a, b) => (b.vat_rate ?? -1) - (a.vat_rate ?? -1) || b.surcharge_rate - a.surcharge_rate,
  );
  const subtotal = sum(amounts.map((a) => a.base));
  const vatTotal = sum(amounts.map((a) => a.vat_amount));
  const surchargeTotal = sum(amounts.map((a) => a.surcharge_amount));
  const irpfTotal = percentOf(subtotal, irpfRate);
  return {
    lines: amounts,
    breakdown,
    subtotal,
    vat_total: vatTotal,
    surcharge_total: surchargeTotal,
    tax_total: vatTotal + surchargeTotal,
    irpf_total: irpfTotal,
    total: subtotal + vatTotal + surchargeTotal - irpfTotal,
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
