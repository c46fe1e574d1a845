import { describe, expect, it } from "vitest";
import { getResource } from "../../../../resources/registry";
import {
  invoiceEditPath,
  invoicePath,
  newInvoicePath,
  unbilledPath,
} from "../../../../web/pages/billing/billing-paths";
import { invoiceName, pdfFileName, rectifyingKinds, takesPayments } from "../../../../web/pages/billing/invoice-record";
import { INVOICE_BAR, invoiceFilters, listQuery } from "../../../../web/pages/billing/list/invoice-filters";
import { declaredFilters } from "../../../../web/components/list/declared-filters";
import { resourcePaths } from "../../../../web/providers/resource-paths";
import { STATUS_COLORS } from "../../../../web/pages/billing/invoice-status-tag";

// The billing screens' paths, and the /billings filters read from the URL: the table, the totals
// and the CSV export must speak of one and the same set of invoices.
describe("billing paths", () => {
  it("puts the invoice screens at /billings, the editor at /billings/new and /billings/:id/edit", () => {
    expect(resourcePaths(getResource("invoices")!)).toEqual({
      list: "/billings",
      create: "/billings/new",
      edit: "/billings/:id/edit",
      show: "/billings/:id",
    });
    expect(resourcePaths(getResource("invoice-series")!).list).toBe("/billings/series");
    expect([newInvoicePath(), invoicePath(12), invoiceEditPath(12)]).toEqual([
      "/billings/new",
      "/billings/12",
      "/billings/12/edit",
    ]);
    expect(unbilledPath({ clientId: 3 })).toBe("/billings/unbilled?client_id=3");
    expect(unbilledPath({ projectId: 9 })).toBe("/billings/unbilled?project_id=9");
  });
});

describe("invoices list filters", () => {
  const def = getResource("invoices")!;
  const INVOICE_FILTERS = declaredFilters(def, { outsider: false, mayList: () => true }, INVOICE_BAR);
  // A client may list its own client row, never the series.
  const CLIENT_INVOICE_FILTERS = declaredFilters(
    def,
    { outsider: true, mayList: (r) => r !== "invoice-series" },
    INVOICE_BAR,
  );
  const params = new URLSearchParams(
    "status=issued&client_id=4&issue_date_gte=2026-01-01&issue_date_lte=2026-03-31&q=F2026&overdue=true&view"
      + "=table&series_id=x",
  );

  it("reads the bar's filters, the search and 'overdue only' for the table", () => {
    const filters = invoiceFilters(def, INVOICE_FILTERS, params);
    const value = (field: string, operator = "eq") =>
      filters.find((f) => "field" in f && f.field === field && f.operator === operator)?.value;
    expect(value("status")).toBe("issued");
    expect(value("client_id")).toBe(4);
    expect(value("series_id")).toBeUndefined();
    expect(value("issue_date", "gte")).toBe("2026-01-01");
    expect(value("overdue")).toBe(true);
    expect(value("q")).toBe("F2026");
  });

  it("asks the totals and the export for the same rows, the export in the table's order", () => {
    expect(listQuery(INVOICE_FILTERS, params).toString()).toBe(
      "status=issued&client_id=4&series_id=x&issue_date_gte=2026-01-01&issue_date_lte=2026-03-31&q=F2026&overdue=true",
    );
    expect(listQuery(CLIENT_INVOICE_FILTERS, params, [{ field: "issue_date", order: "desc" }]).toString()).toBe(
      "status=issued&issue_date_gte=2026-01-01&issue_date_lte=2026-03-31&q=F2026&overdue=true&_sort=issue_date"
        + "&_order=desc",
    );
  });

  it("offers the declared filters in their order, less 'overdue' (the page's own switch)", () => {
    expect(INVOICE_FILTERS.slice(0, 4)).toEqual([
      { field: "status" },
      { field: "client_id" },
      { field: "series_id" },
      { field: "issue_date", range: true },
    ]);
    expect(INVOICE_FILTERS.map((s) => s.field)).not.toContain("overdue");
    // An invoice rectifies another of the same list: found by search, not picked.
    expect(INVOICE_FILTERS.map((s) => s.field)).not.toContain("rectifies_id");
  });

  it("offers a client no filter on clients or series", () => {
    expect(CLIENT_INVOICE_FILTERS.map((s) => s.field)).not.toContain("client_id");
    expect(CLIENT_INVOICE_FILTERS.map((s) => s.field)).not.toContain("series_id");
  });
});

describe("invoice helpers", () => {
  it("names a draft by its id and files a PDF by the number", () => {
    expect(invoiceName({ id: 5, number: null }, "Borrador")).toBe("Borrador #5");
    expect(invoiceName({ id: 5, number: "F2026-00001" }, "Borrador")).toBe("F2026-00001");
    expect(pdfFileName({ id: 5, number: "F2026/00001" })).toBe("F2026_00001.pdf");
    expect(pdfFileName({ id: 5, number: null })).toBe("draft-5.pdf");
  });

  it("takes payments only while money is owed, and rectifies a simplified invoice only as R5", () => {
    expect(["issued", "partially_paid", "overdue"].every((status) => takesPayments({ status: status as never }))).toBe(
      true,
    );
    expect(["draft", "paid", "voided"].some((status) => takesPayments({ status: status as never }))).toBe(false);
    expect(rectifyingKinds("F2")).toEqual(["R5"]);
    expect(rectifyingKinds("F1")).toEqual(["R1", "R2", "R3", "R4"]);
  });

  it("colours every status", () => {
    for (const status of getResource("invoices")!.fields.status.options!)
      expect(STATUS_COLORS[status], status).toBeTruthy();
  });
});
