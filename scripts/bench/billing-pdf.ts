import type { Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";
import { summary } from "./projects-list.js";
import { draftBody, issueLookups, post } from "./billing-issue.js";

// The PDF of an issued invoice of 30 lines (rates mixed, an exempt line in five, IRPF withheld),
// as GET /api/invoices/:id/pdf answers it: read from the database, laid out, the VeriFactu QR
// drawn, sent. One client, one request after another, so each figure is one PDF's whole time.

const REQUESTS = Number(process.env.BENCH_PDF_REQUESTS ?? 50);
const LINES = 30;

export interface BillingPdfFigure {
  invoice: string;
  lines: number;
  requests: number;
  failures: number;
  p50_ms: number;
  p99_ms: number;
  kb: number;
}

export async function benchBillingPdf(
  db: Kysely<any>,
  server: BenchServer,
  log: (line: string) => void = () => undefined,
): Promise<BillingPdfFigure> {
  const l = await issueLookups(db);
  const { access_token: token } = await server.login("admin@demo.test");
  const draft = await post(server, token, "/api/invoices", draftBody(l, 7, LINES, 15));
  if (draft.status !== 201)
    throw new Error(`POST /api/invoices: ${draft.status} ${JSON.stringify(draft.body).slice(0, 300)}`);
  const issued = await post(server, token, `/api/invoices/${draft.body.id}/issue`, {});
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${JSON.stringify(issued.body).slice(0, 300)}`);
  const path = `/api/invoices/${draft.body.id}/pdf`;
  const once = async () => {
    const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
    const bytes = Buffer.from(await res.arrayBuffer());
    return {
      ok:
        res.status === 200
        && res.headers.get("content-type") === "application/pdf"
        && bytes.subarray(0, 5).toString() === "%PDF-",
      size: bytes.length,
    };
  };
  // Two warm-up renders (fonts and modules loaded once), which also check the answer is a PDF.
  let size = 0;
  for (let i = 0; i < 2; i++) {
    const first = await once();
    if (!first.ok) throw new Error(`${path}: not a PDF`);
    size = first.size;
  }
  const latencies: number[] = [];
  let failures = 0;
  const began = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    if (!(await once()).ok) failures++;
    latencies.push(performance.now() - start);
  }
  const { requests, p50_ms, p99_ms } = summary(latencies, (performance.now() - began) / 1000);
  log(
    `  PDF of ${issued.body.number} (${LINES} lines): p50 ${p50_ms} ms, p99 ${p99_ms} ms, `
      + `${Math.round(size / 1024)} KB`,
  );
  return {
    invoice: String(issued.body.number),
    lines: LINES,
    requests,
    failures,
    p50_ms,
    p99_ms,
    kb: Math.round(size / 102.4) / 10,
  };
}
