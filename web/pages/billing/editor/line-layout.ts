// Where a line's cells sit: in one row under a header on a wide screen, wrapped two or three to a
// row (each with its own label) on a phone. Widths in one place, so the header matches the rows.
import type { CSSProperties } from "react";

export const LINE_CELLS = [
  "handle",
  "description",
  "quantity",
  "unit_price",
  "discount_percent",
  "vat",
  "exemption",
  "surcharge_rate",
  "base",
  "actions",
] as const;
export type LineCell = (typeof LINE_CELLS)[number];

const WIDE: Record<LineCell, string> = {
  handle: "0 0 20px",
  description: "1 1 180px",
  quantity: "0 0 64px",
  unit_price: "0 0 116px",
  discount_percent: "0 0 56px",
  vat: "0 0 100px",
  exemption: "0 0 132px",
  surcharge_rate: "0 0 80px",
  base: "0 0 92px",
  actions: "0 0 76px",
};

const NARROW: Record<LineCell, string> = {
  handle: "0 0 0",
  description: "1 1 100%",
  quantity: "1 1 30%",
  unit_price: "1 1 60%",
  discount_percent: "1 1 25%",
  vat: "1 1 35%",
  exemption: "1 1 60%",
  surcharge_rate: "1 1 30%",
  base: "1 1 45%",
  actions: "1 1 45%",
};

/** The cells a line shows: the cause only when some line is exempt, the surcharge only when it applies. */
export function shownCells(options: { anyExempt: boolean; surcharge: boolean; wide: boolean }): LineCell[] {
  return LINE_CELLS.filter(
    (cell) =>
      (cell !== "exemption" || options.anyExempt)
      && (cell !== "surcharge_rate" || options.surcharge)
      && (cell !== "handle" || options.wide),
  );
}

export function cellStyle(cell: LineCell, wide: boolean): CSSProperties {
  return { flex: (wide ? WIDE : NARROW)[cell], minWidth: 0 };
}

export function rowStyle(wide: boolean): CSSProperties {
  return { display: "flex", flexWrap: wide ? "nowrap" : "wrap", gap: 8, alignItems: wide ? "flex-start" : "flex-end" };
}
