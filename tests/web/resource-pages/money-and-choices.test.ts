import { describe, expect, it } from "vitest";
import { getResource } from "../../../resources/registry";
import {
  centsToEuros,
  decimalSeparator,
  eurosToCents,
  formatMoney,
  moneyCell,
} from "../../../web/resource-pages/money";
import { choiceText, choicesBody, choicesOf } from "../../../resources/kit/choices";
import { csvCell as csvValue } from "../../../resources/kit/csv-cell";
import { csvNumber } from "../../../resources/kit/csv";
import { rulesFor } from "../../../web/resource-pages/form-rules";
import { formBody } from "../../../web/resource-pages/resource-form";

// Money is typed in euros and kept in cents; a question's options keep their ids across edits.
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("money fields", () => {
  it("turns cents into euros and back without float drift", () => {
    expect(centsToEuros(123456)).toBe(1234.56);
    expect(centsToEuros(0)).toBe(0);
    expect(centsToEuros(null)).toBeNull();
    expect(centsToEuros("")).toBeNull();
    expect(eurosToCents(1234.56)).toBe(123456);
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents("12,5")).toBe(1250);
    expect(eurosToCents(null)).toBeNull();
    expect(eurosToCents(undefined)).toBeNull();
    for (const cents of [1, 7, 10, 99, 101, 1999, 123456789]) expect(eurosToCents(centsToEuros(cents))).toBe(cents);
  });

  it("shows an amount as the language writes money", () => {
    expect(formatMoney(123456, "es").replace(/\s/g, " ")).toBe("1.234,56 €");
    expect(formatMoney(123456, "en")).toBe("€1,234.56");
    expect(formatMoney(null, "es")).toBe("");
    expect(decimalSeparator("es")).toBe(",");
    expect(decimalSeparator("en")).toBe(".");
    expect(moneyCell(123456, "es")).toBe("1234,56");
    expect(moneyCell(5, "en")).toBe("0.05");
  });

  it("checks the bounds in cents and says them in euros", () => {
    const rules = rulesFor({ type: "money", required: true, min: 0, max: 1_000_000 }, t);
    expect(rules).toContainEqual({ type: "integer", message: "validation:integer" });
    expect(rules).toContainEqual({ type: "number", min: 0, message: 'validation:gte {"min":0}' });
    expect(rules).toContainEqual({ type: "number", max: 1_000_000, message: 'validation:lte {"max":10000}' });
  });

  it("exports money, lists of ids and options as a spreadsheet reads them", () => {
    const leads = getResource("leads")!;
    // An amount is the app's own figure: its minus sign is kept (resources/kit/csv.ts).
    expect(csvValue(leads, "estimated_value", 150000, t, "es")).toEqual(csvNumber("1500,00"));
    expect(csvValue(leads, "estimated_value", -150000, t, "es")).toEqual(csvNumber("-1500,00"));
    expect(csvValue(leads, "service_ids", [3, 5], t)).toBe("3, 5");
    const questions = getResource("lead-questions")!;
    expect(
      csvValue(
        questions,
        "options",
        [
          { id: "a1", label: "Sí", points: 10 },
          { id: "b2", label: "No", points: 0 },
        ],
        t,
      ),
    ).toBe("Sí (10); No (0)");
  });
});

describe("choices fields", () => {
  it("reads only well-formed options", () => {
    expect(choicesOf(null)).toEqual([]);
    expect(choicesOf([{ id: "a1", label: "Sí", points: 10 }, "x", null, { points: 3 }])).toEqual([
      { id: "a1", label: "Sí", points: 10 },
    ]);
    expect(choiceText({ label: "Más de 10.000 €", points: 40 })).toBe("Más de 10.000 € (40)");
  });

  it("keeps the ids of existing options and sends new ones without", () => {
    const edited = [
      { id: "a1", label: " Sí ", points: 10 },
      { id: undefined, label: "Quizá", points: 5 },
      { label: "No", points: 0 },
    ];
    expect(choicesBody(edited)).toEqual([
      { id: "a1", label: "Sí", points: 10 },
      { label: "Quizá", points: 5 },
      { label: "No", points: 0 },
    ]);
    const body = JSON.parse(
      JSON.stringify(formBody(getResource("lead-questions")!, { question: "¿Presupuesto?", options: edited })),
    );
    expect(body.options).toEqual([
      { id: "a1", label: "Sí", points: 10 },
      { label: "Quizá", points: 5 },
      { label: "No", points: 0 },
    ]);
    expect(body.question).toBe("¿Presupuesto?");
  });

  it("leaves a body without options as it is", () => {
    expect(formBody(getResource("lead-questions")!, { question: "¿Cuándo?" })).toEqual({ question: "¿Cuándo?" });
  });
});
