import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import { computeInvoiceTotals } from "../../../../resources/billing/invoice-totals";
import { fieldPath } from "../../../../web/components/field-errors";
import {
  formErrors,
  formValuesOf,
  invoiceBody,
  newInvoiceValues,
} from "../../../../web/pages/billing/editor/invoice-form";
import { shownCells } from "../../../../web/pages/billing/editor/line-layout";
import {
  lineBody,
  lineFromRecord,
  lineInput,
  newLine,
  surchargeFor,
} from "../../../../web/pages/billing/editor/line-values";
import type { InvoiceRecord } from "../../../../web/pages/billing/invoice-record";

// The invoice editor's values and the API's body (docs/billing-api.md): the VAT as one choice
// (a rate, or exempt with a cause), the surcharge that follows the VAT, lines in the order shown
// with the ids of stored ones, and the API's line errors under the right row's field. The stored
// invoice has the fields the editor reads, its numbers as PostgreSQL may send them (strings).
const stored = {
  id: 7,
  version: 3,
  kind: "F1",
  series_id: 1,
  number: null,
  client_id: 4,
  issue_date: "2026-11-25",
  due_date: "2026-12-25",
  language: "en",
  surcharge: true,
  irpf_rate: "15",
  notes: "Pago por transferencia",
  status: "draft",
  lines: [
    {
      id: 21,
      position: 1,
      description: "Curso",
      quantity: "1.000",
      unit_price: "20000",
      discount_percent: "0",
      vat_rate: null,
      exemption: "E1",
      exemption_ground: "art20_1_9",
      surcharge_rate: "0",
    },
    {
      id: 20,
      position: 0,
      description: "Consultoría",
      quantity: "10.000",
      unit_price: "5000",
      discount_percent: "10",
      vat_rate: "21.00",
      exemption: null,
      surcharge_rate: "5.2",
    },
  ],
} as unknown as InvoiceRecord;

describe("invoice editor values", () => {
  it("gives a new line the surcharge of its VAT only when the invoice carries it", () => {
    expect(surchargeFor("21")).toBe(5.2);
    expect(surchargeFor("10")).toBe(1.4);
    expect(surchargeFor("4")).toBe(0.5);
    expect(surchargeFor("0")).toBe(0);
    expect(surchargeFor("exempt")).toBe(0);
    expect(newLine(true)).toMatchObject({ vat: "21", surcharge_rate: 5.2, quantity: 1, discount_percent: 0 });
    expect(newLine(false).surcharge_rate).toBe(0);
    expect(newLine(false).key).not.toBe(newLine(false).key);
  });

  it("reads a stored invoice into the form, its lines by position and numbers as numbers", () => {
    const values = formValuesOf(stored);
    expect(values.lines.map((l) => l.description)).toEqual(["Consultoría", "Curso"]);
    expect(values.lines[0]).toMatchObject({
      id: 20,
      quantity: 10,
      unit_price: 5000,
      discount_percent: 10,
      vat: "21",
      surcharge_rate: 5.2,
    });
    expect(values.lines[1]).toMatchObject({ id: 21, vat: "exempt", exemption_ground: "art20_1_9" });
    expect(values).toMatchObject({ irpf_rate: 15, surcharge: true, version: 3, language: "en" });
    expect(values.issue_date?.format("YYYY-MM-DD")).toBe("2026-11-25");
  });

  it("sends the lines in the order shown, with the ids of stored ones and the version", () => {
    const values = formValuesOf(stored);
    const body = invoiceBody({
      ...values,
      lines: [
        values.lines[1],
        values.lines[0],
        { ...newLine(true), description: " Horas ", unit_price: 4500, quantity: 2 },
      ],
    });
    expect(body).toMatchObject({
      version: 3,
      client_id: 4,
      series_id: 1,
      issue_date: "2026-11-25",
      due_date: "2026-12-25",
      irpf_rate: 15,
      surcharge: true,
    });
    expect(body.lines).toEqual([
      {
        id: 21,
        description: "Curso",
        quantity: 1,
        unit_price: 20000,
        discount_percent: 0,
        vat_rate: null,
        exemption_ground: "art20_1_9",
        surcharge_rate: 0,
      },
      {
        id: 20,
        description: "Consultoría",
        quantity: 10,
        unit_price: 5000,
        discount_percent: 10,
        vat_rate: 21,
        exemption_ground: null,
        surcharge_rate: 5.2,
      },
      {
        description: "Horas",
        quantity: 2,
        unit_price: 4500,
        discount_percent: 0,
        vat_rate: 21,
        exemption_ground: null,
        surcharge_rate: 5.2,
      },
    ]);
  });

  it("sends no surcharge when the invoice does not carry it, and no due date when none was set", () => {
    const values = {
      ...newInvoiceValues(dayjs("2026-11-25")),
      lines: [{ ...newLine(true), description: "A", unit_price: 100 }],
    };
    const body = invoiceBody(values);
    expect(body).not.toHaveProperty("due_date");
    expect(body).not.toHaveProperty("version");
    expect((body.lines as { surcharge_rate: number }[])[0].surcharge_rate).toBe(0);
  });

  it("computes the live totals from unfinished lines without failing", () => {
    const totals = computeInvoiceTotals(
      [lineInput({ vat: "21" }, false), lineInput(lineFromRecord(stored.lines![1]), true)],
      15,
    );
    // 10 h × 50 € − 10 % = 450 €; VAT 94.50; surcharge 23.40; IRPF 67.50.
    expect(totals).toMatchObject({
      subtotal: 45000,
      vat_total: 9450,
      surcharge_total: 2340,
      irpf_total: 6750,
      total: 45000 + 9450 + 2340 - 6750,
    });
    expect(lineBody({ ...newLine(false), description: "x", unit_price: null, quantity: null }, false)).toMatchObject({
      quantity: 0,
      unit_price: 0,
    });
  });

  it("puts the API's line errors under that line's field, its VAT under the VAT choice", () => {
    expect(fieldPath("lines.2.description")).toEqual(["lines", 2, "description"]);
    expect(fieldPath("client_id")).toEqual(["client_id"]);
    const error = {
      statusCode: 422,
      errors: {
        "lines.1.vat_rate": ["Tipo no válido"],
        "lines.0.description": ["Obligatorio"],
        due_date: ["Antes de la emisión"],
      },
    };
    expect((formErrors(error) as typeof error).errors).toEqual({
      "lines.1.vat": ["Tipo no válido"],
      "lines.0.description": ["Obligatorio"],
      due_date: ["Antes de la emisión"],
    });
  });

  it("shows the exemption cause and the surcharge columns only when they apply", () => {
    expect(shownCells({ anyExempt: false, surcharge: false, wide: true })).toEqual([
      "handle",
      "description",
      "quantity",
      "unit_price",
      "discount_percent",
      "vat",
      "base",
      "actions",
    ]);
    expect(shownCells({ anyExempt: true, surcharge: true, wide: false })).toEqual([
      "description",
      "quantity",
      "unit_price",
      "discount_percent",
      "vat",
      "exemption",
      "surcharge_rate",
      "base",
      "actions",
    ]);
  });
});
