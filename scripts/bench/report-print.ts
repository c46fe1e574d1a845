import type { BenchResults } from "./report.js";
import { printEducation } from "./education-report.js";

// The bench's figures on the terminal, part by part, as they are also written to
// docs/benchmarks.md (report.ts).

const asRows = (figure: object) => [figure as Record<string, unknown>];

export function print(r: BenchResults): void {
  console.log(`\n${r.database} — ${r.machine}`);
  if (r.seed) console.log(`Large data set loaded in ${r.seed.seconds} s`);
  console.log("\nProjects list API");
  console.table(r.list);
  if (r.crm?.length) {
    console.log("CRM API (100,000 leads, 300,000 activities)");
    console.table(r.crm);
  }
  if (r.floor) {
    console.log(`Generated list against its floor (ratio ${r.floor.ratio})`);
    console.table(r.floor.figures);
  }
  console.log("Bytes per screen");
  console.table(r.routes);
  console.log("Slow 4G phone");
  console.table(asRows(r.phone));
  if (r.mainThread) {
    console.log("Main-thread time on a slow phone (target < 1,500 ms)");
    console.table(r.mainThread);
  }
  if (r.lighthouse) {
    console.log("Lighthouse accessibility (target 100)");
    console.table(r.lighthouse);
  }
  console.log("Gantt (~5,000 tasks)");
  console.table(asRows(r.gantt));
  console.log("Board (1,000 cards)");
  console.table(asRows(r.board));
  if (r.dashboardRender) {
    console.log("Dashboard in Chromium");
    console.table(asRows(r.dashboardRender));
  }
  if (r.support) {
    console.log("Support API (50,000 tickets, 300,000 messages)");
    console.table(r.support.api);
    console.log("A 200-message conversation");
    console.table(asRows(r.support.conversation));
  }
  if (r.verifactu?.length) {
    console.log("VeriFactu: records sent to the fake agency");
    console.table(r.verifactu);
  }
  if (r.billing) {
    console.log("Billing (100,000 invoices, 400,000 lines)");
    console.table(r.billing.api);
    console.log(
      `Issuing: ${r.billing.issue.invoices_per_s} invoices/s with ${r.billing.issue.issuers} issuers; `
        + `${r.billing.issue.numbers}; chain ${r.billing.issue.chain}`,
    );
    console.table(asRows(r.billing.issue));
    console.log("An invoice's PDF");
    console.table(asRows(r.billing.pdf));
    console.log("Query plans of the invoice list and its totals");
    console.table(r.billing.plans);
  }
  if (r.education) printEducation(r.education);
  if (r.dashboard?.length) {
    console.log("Dashboard API (large data set)");
    console.table(r.dashboard);
  }
  if (r.search?.length) {
    console.log("Search API (100,000 leads, 50,000 tasks, 50,000 tickets, 100,000 invoices)");
    console.table(r.search);
  }
  if (r.hostile) {
    const alone = r.hostile.healthAlone;
    console.log(
      `Hostile bodies (/api/health alone: p50 ${alone.p50_ms} ms, p99 ${alone.p99_ms} ms, max ${alone.max_ms} ms)`,
    );
    console.table(r.hostile.bursts);
  }
  console.log("Query plans");
  console.table(r.plans);
  if (r.indexes) {
    console.log("Without and with migration 0006's indexes");
    console.table(r.indexes.map(({ query, without_ms, with_ms }) => ({ query, without_ms, with_ms })));
  }
}
