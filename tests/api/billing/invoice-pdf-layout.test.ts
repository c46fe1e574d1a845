import { describe, expect, it } from "vitest";
import { LINE_COLUMNS } from "../../../api/modules/billing/pdf/lines-table.js";
import { LEFT, PAGE_HEIGHT, RIGHT } from "../../../api/modules/billing/pdf/page-frame.js";
import { renderInvoicePdf } from "../../../api/modules/billing/pdf/render-invoice-pdf.js";
import { longInvoice, SCRIPTS } from "../../fixtures/long-invoice.js";
import { pdfPages, pdfTextItems, type TextItem } from "../../fixtures/pdf-reader.js";

// Real text on the PDF: a 60-line invoice in mixed scripts comes back as it was written (the
// embedded fonts cover Latin, Greek, Cyrillic, Arabic, Hebrew, maths and emoji), every cell
// stays inside its column and no two pieces of text overlap, the table's header repeats on each
// page and the totals stay together.

const squash = (text: string) => text.replace(/\s+/g, " ");
const right = (item: TextItem) => item.x + item.width;
/** Glyph boxes: from a little under the baseline to the font's height above it. */
const box = (item: TextItem) => ({
  left: item.x,
  right: right(item),
  bottom: item.y - item.height * 0.2,
  top: item.y + item.height * 0.75,
});
const overlap = (a: TextItem, b: TextItem) => {
  const p = box(a);
  const q = box(b);
  return (
    Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5
    && Math.min(p.top, q.top) - Math.max(p.bottom, q.bottom) > 0.5
  );
};

// biome-ignore lint/correctness/usePlaywrightValidDescribeCallback: Vitest awaits it; the PDF is drawn once for all
describe("a long invoice in mixed scripts", async () => {
  const pdf = await renderInvoicePdf(longInvoice());
  const pages = (await pdfPages(pdf)).map(squash);
  const items = await pdfTextItems(pdf);

  it("gives back every left-to-right script as written, and the right-to-left ones' words", () => {
    const all = pages.join(" ");
    for (const text of SCRIPTS.slice(0, 5)) expect(all).toContain(text);
    // Right to left: the words come back whole (drawn in visual order, read back in logical order).
    for (const word of ["مرحبا", "بالعالم", "שלום", "עולם", "Ευχαριστώ", "شكرا"]) expect(all).toContain(word);
    expect(all).not.toMatch(/[\u00d8\u00de\u00fe]=/);
    expect(all).toContain("NIF-IVA: EL094259216");
    expect(all).toContain("10551 Αθήνα");
    expect(all).toContain("Grecia");
    for (let n = 1; n <= 60; n++) expect(all.match(new RegExp(`(^| )${n}\\. `, "g")), `line ${n}`).toHaveLength(1);
  });

  it("keeps every piece of text on the page and inside its table column, and none over another", () => {
    const edges = [LEFT];
    for (const c of LINE_COLUMNS) edges.push(edges.at(-1)! + c.width);
    for (const [n, page] of items.entries()) {
      for (const item of page) {
        expect(item.x, `${item.str} on page ${n + 1}`).toBeGreaterThanOrEqual(LEFT - 0.5);
        expect(right(item), `${item.str} on page ${n + 1}`).toBeLessThanOrEqual(RIGHT + 0.5);
        expect(item.y).toBeGreaterThan(0);
        expect(item.y).toBeLessThan(PAGE_HEIGHT);
      }
      // The table's rows: what starts in a column ends in it.
      const head = page.find((item) => item.str === "Descripción");
      const totals =
        page.find((item) => item.str.startsWith("Desglose")) ?? page.find((item) => item.str.startsWith("Página"));
      const rows = page.filter((item) => head && totals && item.y <= head.y && item.y > totals.y);
      for (const item of rows) {
        const column = edges.findIndex(
          (edge, i) => i < edges.length - 1 && item.x >= edge - 0.5 && item.x < edges[i + 1],
        );
        expect(right(item), `"${item.str}" leaves column ${column} on page ${n + 1}`).toBeLessThanOrEqual(
          edges[column + 1] + 0.5,
        );
      }
      for (let i = 0; i < page.length; i++) {
        for (let j = i + 1; j < page.length; j++)
          expect(overlap(page[i], page[j]), `"${page[i].str}" over "${page[j].str}" on page ${n + 1}`).toBe(false);
      }
    }
  });

  it("repeats the table's header on each page, numbers the pages and keeps the totals together", () => {
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [n, page] of pages.entries()) {
      expect(page).toContain(`Página ${n + 1} de ${pages.length}`);
      if (page.includes("60. ") || !pages.slice(n + 1).some((p) => /\d+\. /.test(p))) continue;
      expect(page).toContain("Descripción Cant. Precio unit. Dto. IVA Importe");
    }
    const closing = pages.filter(
      (page) =>
        page.includes("Forma de pago")
        || page.includes("Base imponible 7.500,00 €")
        || page.includes("Total 8.760,00 €"),
    );
    expect(closing).toHaveLength(1);
    expect(closing[0]).toContain("Transferencia bancaria IBAN: ES91 2100 0418 4502 0005 1332");
    expect(pages.join(" ")).toContain("Exenta art. 20.Uno.9º LIVA");
  });
});
