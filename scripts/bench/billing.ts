import type { Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";
import { benchBillingApi, invoiceFilters, type BillingApiFigure } from "./billing-api.js";
import { benchBillingIssue, type BillingIssueFigure } from "./billing-issue.js";
import { benchBillingPdf, type BillingPdfFigure } from "./billing-pdf.js";
import { billingPlans } from "./billing-plans.js";
import type { PlanFigure } from "./query-plans.js";

// Billing on the large data set (100,000 invoices, 400,000 lines): the invoice list and its
// totals, the query plans behind them, issuing with 8 issuers at once, and an invoice's PDF. The
// plans run before the issuing adds its invoices, so they are of the loaded set as it is.

export interface BillingFigures {
  api: BillingApiFigure[];
  plans: PlanFigure[];
  issue: BillingIssueFigure;
  pdf: BillingPdfFigure;
}

export async function benchBilling(
  db: Kysely<any>,
  server: BenchServer,
  log: (line: string) => void = () => undefined,
): Promise<BillingFigures> {
  const api = await benchBillingApi(db, server, log);
  log("  query plans of the list and its totals…");
  const plans = await billingPlans(db, await invoiceFilters(db));
  log("  issuing with concurrent issuers…");
  const issue = await benchBillingIssue(db, server, log);
  const pdf = await benchBillingPdf(db, server, log);
  return { api, plans, issue, pdf };
}
