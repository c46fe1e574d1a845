// A table holding more rows than a screen shows draws only those in view (antd's virtual table):
// a hundred rows of a list, an invoice's hundreds of lines or a remittance's thousands of debits
// would otherwise be rendered whole, which on a slow phone's CPU costs seconds (docs/accessibility.md,
// "Slow phones"). The body then scrolls inside a box as tall as most of the window, its header
// kept above it. Shorter tables keep the page's own scroll and their natural column widths, and so
// do tables laid out as cards on a phone, where a box scrolling inside the page would fight the
// page's own scroll: their cards out of view are skipped by the browser instead (row-cards.css).
import type { TableProps } from "antd";

/** From this many rows on, a table is virtual. */
export const LONG_TABLE_ROWS = 50;
/** The width a virtual table gives each column without a declared width (it cannot size them to content). */
const COLUMN_WIDTH = 170;

/**
 * Table props for `rows` rows of `columns` columns: nothing for a short table or one shown as
 * cards (`cards`), else the virtual table's box.
 */
export function longTableProps(
  rows: number | undefined,
  columns: number,
  cards = false,
): Pick<TableProps, "virtual" | "scroll"> {
  if (cards || !rows || rows <= LONG_TABLE_ROWS) return {};
  const height = typeof window === "undefined" ? 600 : Math.max(320, Math.round(window.innerHeight * 0.7));
  return { virtual: true, scroll: { x: columns * COLUMN_WIDTH, y: height } };
}
