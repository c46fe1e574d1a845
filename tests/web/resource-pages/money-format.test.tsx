// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { render, unmount } from "../../fixtures/dom-render";
import { i18n } from "../../../web/i18n";
import { RESOURCES } from "../../../resources/registry";
import { formatMoney, moneyCell } from "../../../resources/kit/money";
import { FieldDisplay } from "../../../web/resource-pages/field-display";
import { groupedAmount, plainAmount } from "../../../web/resource-pages/money-input";
import { formatAmount, formatWholeAmount } from "../../../web/components/dashboard/dashboard-format";
import { formatTotal } from "../../../web/components/kanban/column-totals";
import { pdfFormat } from "../../../api/modules/billing/pdf/pdf-format";

// Money is written one way everywhere: thousands always grouped (Intl's es-ES leaves 4-digit
// amounts alone: "5400,00 €" beside "11.500,00 €"), by the one formatter in resources/kit/money.ts.
// CSV exports keep plain numbers ("5400,00"): a spreadsheet reads them as numbers.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the money formatter", () => {
  it("groups thousands from 4 digits on, in Spanish and English, with cents, without, and rounded", () => {
    expect(plain(formatMoney(540000, "es"))).toBe("5.400,00 €");
    expect(plain(formatMoney(1150000, "es"))).toBe("11.500,00 €");
    expect(plain(formatMoney(99999, "es"))).toBe("999,99 €");
    expect(plain(formatMoney(-123456, "es-ES"))).toBe("-1.234,56 €");
    expect(formatMoney(540000, "en")).toBe("€5,400.00");
    expect(formatMoney(540000, "en-GB")).toBe("€5,400.00");
    expect(plain(formatMoney(540000, "es", { decimals: "auto" }))).toBe("5.400 €");
    expect(plain(formatMoney(540050, "es", { decimals: "auto" }))).toBe("5.400,5 €");
    expect(plain(formatMoney(540049, "es", { decimals: "none" }))).toBe("5.400 €");
    expect(plain(formatMoney(540000, "es", { currency: "USD" }))).toBe("5.400,00 US$");
    expect(plain(formatMoney(1234.5, "es", { maxDecimals: 4 }))).toBe("12,345 €");
    expect(formatMoney(null, "es")).toBe("");
    expect(formatMoney("x", "es")).toBe("");
  });

  it("keeps CSV cells plain numbers", () => {
    expect(moneyCell(540000, "es")).toBe("5400,00");
    expect(moneyCell(540000, "en")).toBe("5400.00");
  });

  it("writes what the money input shows grouped, and reads back what is typed", () => {
    expect(groupedAmount("5400.00", "es")).toBe("5.400,00");
    expect(groupedAmount("1234567.5", "en")).toBe("1,234,567.5");
    expect(groupedAmount("999.99", "es")).toBe("999,99");
    expect(plainAmount("5.400,00", "es")).toBe("5400.00");
    expect(plainAmount("1234,5", "es")).toBe("1234.5");
    expect(plainAmount("12.5", "es")).toBe("12.5");
    expect(plainAmount("5,400.00", "en")).toBe("5400.00");
    expect(plainAmount("", "es")).toBe("");
  });

  it("groups the dashboard's figures, the boards' column totals and the invoice PDF", () => {
    expect(plain(formatAmount(540000, "es"))).toBe("5.400,00 €");
    expect(plain(formatWholeAmount(540000, "es"))).toBe("5.400 €");
    expect(plain(formatTotal(540000, "es"))).toBe("5.400 €");
    expect(plain(pdfFormat("es", "EUR").money(540000))).toBe("5.400,00 €");
    expect(pdfFormat("en", "EUR").money(540000)).toBe("€5,400.00");
  });
});

describe("every money field the lists and record pages show", () => {
  const fields = RESOURCES.flatMap((def) =>
    Object.entries(def.fields)
      .filter(([, f]) => f.type === "money" && !f.hidden)
      .map(([name]) => ({ def, name })),
  );

  it("is found in the declarations", () => {
    expect(fields.length).toBeGreaterThan(5);
  });

  it("reads grouped in Spanish and English", async () => {
    for (const [lang, text] of [
      ["es", "5.400,00 €"],
      ["en", "€5,400.00"],
    ] as const) {
      await act(() => i18n.changeLanguage(lang));
      for (const { def, name } of fields) {
        const page = render(<FieldDisplay def={def} name={name} value={540000} />);
        expect(plain(page.textContent ?? ""), `${def.name}.${name}`).toBe(text);
        unmount();
      }
    }
    await act(() => i18n.changeLanguage("es"));
  });
});

// One writer: a currency format built anywhere else would again be Intl's default, ungrouped.
describe("the code", () => {
  const root = join(__dirname, "../../..");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  it("formats money only through resources/kit/money.ts", () => {
    const offenders = ["api", "web", "resources", "scripts"]
      .flatMap((dir) => files(join(root, dir)))
      .filter((path) => !path.endsWith(join("resources", "kit", "money.ts")))
      .filter((path) => /style:\s*"currency"/.test(readFileSync(path, "utf8")))
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });
});
