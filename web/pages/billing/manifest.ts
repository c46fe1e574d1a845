import { lazy } from "react";
import type { WebManifest } from "../web-manifest";

const InvoicesPage = lazy(() => import("./list/invoices-page").then((m) => ({ default: m.InvoicesPage })));
const InvoicePage = lazy(() => import("./detail/invoice-page").then((m) => ({ default: m.InvoicePage })));
const InvoiceEditorPage = lazy(() =>
  import("./editor/invoice-editor-page").then((m) => ({ default: m.InvoiceEditorPage })),
);
const UnbilledTimePage = lazy(() => import("./unbilled/unbilled-page").then((m) => ({ default: m.UnbilledTimePage })));
const VerifactuRecordsPage = lazy(() =>
  import("./verifactu/verifactu-records-page").then((m) => ({ default: m.VerifactuRecordsPage })),
);
const TuitionPage = lazy(() => import("../tuition/tuition-page").then((m) => ({ default: m.TuitionPage })));

/** Billing: the invoices' list, page and editor, unbilled time, VeriFactu records and the tuition run. */
export const BILLING_WEB: WebManifest = {
  pages: { "billing-unbilled": UnbilledTimePage, "verifactu-records": VerifactuRecordsPage, tuition: TuitionPage },
  resourcePages: {
    invoices: { list: InvoicesPage, show: InvoicePage, form: InvoiceEditorPage },
  },
  dashboardSections: [
    {
      name: "billing",
      order: 50,
      live: ["invoices", "invoice-payments", "time-entries"],
      load: () => import("./dashboard-section").then((m) => ({ default: m.BillingSection })),
    },
  ],
};
