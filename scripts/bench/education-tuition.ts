import http from "node:http";
import { createRequire } from "node:module";
import { sql, type Kysely } from "kysely";
import { validateCreditorID, validateIBAN } from "sepa";
import type { BenchServer } from "./bench-server.js";
import { getJson } from "./billing-issue.js";

// The monthly tuition run over the large data set (5,000 and more families with confirmed
// registrations in courses running this month): drafting it (POST /api/tuition/runs), issuing its
// drafts (numbered, VeriFactu-recorded, one transaction), and the SEPA remittance of them, timed
// one after the other over HTTP; then the pain.008 file's size and its checks. sepa.js validates
// the file as the server writes it; here it is read back: well-formed, the counts and control
// sums of the group and of each payment block match its transactions, every IBAN and the
// creditor id pass sepa.js's checks, end-to-end ids are unique, and it matches the debits stored.

export interface TuitionFigure {
  month: string;
  clients: number;
  registrations: number;
  invoices: number;
  run_ms: number;
  issue_ms: number;
  issued: number;
  remittance_ms: number;
  debits: number;
  /** Clients left out of the remittance, by reason (no mandate, …). */
  skipped: string;
  file_kb: number;
  file_ms: number;
  /** The file's checks: "valid" or what failed. */
  validity: string;
}

type Json = Record<string, any>;

// jsdom (a dev dependency already, for the web tests) has no type declarations installed.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

/**
 * A POST that may take minutes (issuing thousands of invoices in one transaction): plain
 * node:http, since fetch gives up waiting for the answer's headers after five minutes.
 */
function post(server: BenchServer, token: string, path: string, body: object): Promise<{ status: number; body: Json }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, server.url),
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Json) : {} }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const began = performance.now();
  const result = await run();
  return [result, Math.round(performance.now() - began)];
}

function expectOk(res: { status: number; body: Json }, what: string, statuses = [200, 201]): Json {
  if (!statuses.includes(res.status))
    throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/** The file's own checks, each failure named; an empty list is a valid file. */
export function sepaFileProblems(xml: string, expected: { transactions: number; total: number }): string[] {
  const problems: string[] = [];
  const doc = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  if (doc.getElementsByTagName("parsererror").length) return ["not well-formed XML"];
  const all = (scope: Document | Element, tag: string) => [...scope.getElementsByTagName(tag)];
  const text = (scope: Document | Element, tag: string) => all(scope, tag).map((e) => e.textContent ?? "");
  const cents = (values: string[]) => values.reduce((sum, v) => sum + Math.round(Number(v) * 100), 0);
  if (doc.documentElement.namespaceURI !== "urn:iso:std:iso:20022:tech:xsd:pain.008.001.02")
    problems.push(`namespace ${doc.documentElement.namespaceURI}`);
  const header = all(doc, "GrpHdr")[0];
  const txs = all(doc, "DrctDbtTxInf");
  if (Number(text(header, "NbOfTxs")[0]) !== txs.length)
    problems.push(`NbOfTxs ${text(header, "NbOfTxs")[0]} ≠ ${txs.length} transactions`);
  if (Math.round(Number(text(header, "CtrlSum")[0]) * 100) !== cents(text(doc, "InstdAmt")))
    problems.push("group CtrlSum ≠ sum of amounts");
  for (const block of all(doc, "PmtInf")) {
    const own = all(block, "DrctDbtTxInf");
    if (Number(text(block, "NbOfTxs")[0]) !== own.length)
      problems.push(`${text(block, "PmtInfId")[0]}: NbOfTxs ≠ its transactions`);
    if (Math.round(Number(text(block, "CtrlSum")[0]) * 100) !== cents(text(block, "InstdAmt")))
      problems.push(`${text(block, "PmtInfId")[0]}: CtrlSum ≠ its amounts`);
    // CdtrSchmeId/Id/PrvtId/Othr/Id: the creditor identifier itself (the outer Id holds the scheme's name too).
    for (const id of all(block, "CdtrSchmeId")
      .flatMap((e) => all(e, "Othr"))
      .map((e) => text(e, "Id")[0]))
      if (!validateCreditorID(id)) problems.push(`creditor id ${id}`);
  }
  const badIbans = text(doc, "IBAN").filter((iban) => !validateIBAN(iban));
  if (badIbans.length) problems.push(`${badIbans.length} invalid IBANs, e.g. ${badIbans[0]}`);
  const ends = text(doc, "EndToEndId");
  if (new Set(ends).size !== ends.length) problems.push("repeated EndToEndId");
  if (text(doc, "MndtId").some((m) => !m) || text(doc, "DtOfSgntr").some((d) => !d))
    problems.push("a transaction without its mandate");
  if (txs.length !== expected.transactions)
    problems.push(`${txs.length} transactions, ${expected.transactions} debits stored`);
  if (cents(text(doc, "InstdAmt")) !== expected.total) problems.push("amounts ≠ the remittance's total");
  return problems;
}

/** The current month in the company's time zone, or the first after it not charged yet (a kept bench database). */
async function monthToRun(
  db: Kysely<any>,
  server: BenchServer,
  token: string,
): Promise<{ month: string; preview: Json }> {
  const { rows } = await sql<{
    month: string;
  }>`select to_char((now() at time zone timezone)::date, 'YYYY-MM') as month from company where id = 1`.execute(db);
  let [year, m] = rows[0].month.split("-").map(Number);
  for (let i = 0; i < 6; i++) {
    const month = `${year}-${String(m).padStart(2, "0")}`;
    const preview = await getJson(server, token, `/api/tuition/preview?month=${month}`);
    if (preview.registrations > 0) return { month, preview };
    [year, m] = m === 12 ? [year + 1, 1] : [year, m + 1];
  }
  throw new Error("No month in the next six has registrations left to charge.");
}

export async function benchTuition(
  db: Kysely<any>,
  server: BenchServer,
  log: (line: string) => void = () => undefined,
): Promise<TuitionFigure> {
  const { access_token: token } = await server.login("admin@demo.test");
  const { month, preview } = await monthToRun(db, server, token);
  log(`    ${month}: ${preview.clients} clients, ${preview.registrations} registrations to charge`);
  const [drafted, run_ms] = await timed(async () =>
    expectOk(await post(server, token, "/api/tuition/runs", { month }), "POST /api/tuition/runs", [201]),
  );
  const runId = Number(drafted.run.id);
  log(`    run ${runId}: ${drafted.invoice_count} invoices drafted in ${run_ms} ms`);
  const [issued, issue_ms] = await timed(async () =>
    expectOk(await post(server, token, `/api/tuition/runs/${runId}/issue`, {}), "issue the run", [200]),
  );
  log(`    issued ${JSON.stringify(issued.issued).slice(0, 80)} in ${issue_ms} ms`);
  const [made, remittance_ms] = await timed(async () =>
    expectOk(await post(server, token, `/api/tuition/runs/${runId}/remittances`, {}), "remittance", [201]),
  );
  const remittance = made.remittance as Json;
  const skipped = new Map<string, number>();
  for (const s of made.skipped as { reason: string }[]) skipped.set(s.reason, (skipped.get(s.reason) ?? 0) + 1);
  log(`    remittance ${remittance.message_id}: ${remittance.transaction_count} debits in ${remittance_ms} ms`);
  const [file, file_ms] = await timed(async () => {
    const res = await fetch(`${server.url}/api/tuition/remittances/${remittance.id}/file`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`remittance file: ${res.status}`);
    return res.text();
  });
  const problems = sepaFileProblems(file, {
    transactions: Number(remittance.transaction_count),
    total: Number(remittance.total),
  });
  const issuedCount = (
    await sql<{
      n: number;
    }>`select count(*)::int as n from invoices where tuition_run_id = ${runId} and status <> 'draft'`.execute(db)
  ).rows[0].n;
  return {
    month,
    clients: Number(preview.clients),
    registrations: Number(preview.registrations),
    invoices: Number(drafted.invoice_count),
    run_ms,
    issue_ms,
    issued: issuedCount,
    remittance_ms,
    debits: Number(remittance.transaction_count),
    skipped: [...skipped].map(([reason, n]) => `${reason} ${n}`).join(", ") || "none",
    file_kb: Number((Buffer.byteLength(file) / 1024).toFixed(1)),
    file_ms,
    validity: problems.length
      ? problems.join("; ")
      : `valid: sepa.js on write; NbOfTxs ${remittance.transaction_count} = transactions, CtrlSum = amounts, IBANs `
        + `and creditor id checked`,
  };
}
