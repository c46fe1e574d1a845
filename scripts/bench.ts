import type { Kysely } from "kysely";
import { openBenchDatabase } from "./bench/bench-database.js";
import { ensureWebBuild, startBenchServer } from "./bench/bench-server.js";
import { benchProjectsList } from "./bench/projects-list.js";
import { benchCrmApi } from "./bench/crm-api.js";
import { crmLookups } from "./bench/crm-lookups.js";
import { crmPlanQueries } from "./bench/crm-plans.js";
import { benchGantt } from "./bench/gantt-render.js";
import { benchBoard } from "./bench/board-render.js";
import { launch } from "./bench/browser.js";
import { queryPlans } from "./bench/query-plans.js";
import { compareIndexes } from "./bench/index-compare.js";
import { BENCHMARKS_PAGE, machine, previousResults, save, type BenchResults } from "./bench/report.js";
import { print } from "./bench/report-print.js";
import { benchListApi } from "./bench/list-api.js";
import { benchSupportApi } from "./bench/support-api.js";
import { benchConversation } from "./bench/support-conversation.js";
import { benchBilling } from "./bench/billing.js";
import { benchEducation } from "./bench/education.js";
import { benchSearchApi } from "./bench/search-api.js";
import { benchDashboardApi } from "./bench/dashboard-api.js";
import { holds, parseParts } from "./bench/bench-parts.js";
import { DATABASE_KINDS } from "../tests/fixtures/database.js";
import { benchForgotPassword } from "./bench/forgot-password-timing.js";
import { benchVerifactuSend } from "./bench/verifactu-send.js";
import { benchRouteBytes } from "./bench/route-bytes.js";
import { benchHostileBodies } from "./bench/hostile-bodies.js";
import { benchDashboardRender } from "./bench/dashboard-render.js";
import { benchSlowPhone } from "./bench/slow-phone.js";
import { benchMainThread, mainThreadScreens } from "./bench/main-thread.js";
import { benchLighthouse } from "./bench/lighthouse-a11y.js";
import { floorRoute } from "./bench/floor-route.js";
import { compareWithFloor } from "./bench/floor-compare.js";
import { DEFAULT_LIVE_SERVER_URL, benchLive } from "./bench/live.js";
import { printLive } from "./bench/live-report.js";
import { saveLive } from "./bench/report.js";

// `npm run bench`: performance figures, printed and saved to bench-results/, never asserted by
// the test suite. On a fresh database (embedded, or PostgreSQL when BENCH_DATABASE_URL names a
// server) with 2,000 projects, 50,000 tasks, 100,000 leads, 300,000 activities, 50,000 tickets,
// 300,000 ticket messages, 100,000 invoices and 400,000 invoice lines: the projects list API; the
// CRM's leads list, pipeline column, calendar month and duplicate check; the tickets list and the
// support board's columns; the invoice list and its totals, issuing with 8 concurrent issuers
// (numbers without gaps, the VeriFactu chain intact) and an invoice's PDF; the Gantt of
// ~5,000 tasks, a board of 1,000 cards and a 200-message conversation in Chromium, and the query
// plans behind them; the
// generated projects list against a hand-written floor; the compressed bytes each screen
// downloads; the sign-in and a list on an emulated slow 4G phone, and the main-thread time of the
// dashboard, a list, a board and the Gantt on a phone with a 4× slower CPU; with PostgreSQL, the live
// events across two instances; bursts of hostile bodies (50,000 keys, deep nesting, huge lists and
// query strings) beside bursts of ordinary mistakes, with /api/health's latency during each.
//   --api-only   skip the browser measurements
//   --only <part>[,<part>…]  run only these parts (list, crm, support, billing, education, search, dashboard, hostile,
//                floor, browser, plans, verifactu); the others keep the figures of the previous run on the same
// database
//                kind in bench-results/ (the large data set is still loaded: a fresh database);
//                `live` among them runs the live-events bench, which is otherwise left out
//   --indexes    also the query plans without migration 0006's indexes (undone, then redone)
//   --generic    also the generic list bench (lead services, 20,000 rows, each database kind)
//   --forgot-password  also forgot-password's timing, with and without an account (each kind;
//                alone: `npm run bench:forgot-password`)
//   --live       the live-events bench (latency across two instances, idle streams' cost), on by
//                default with BENCH_DATABASE_URL since instances need a shared PostgreSQL (alone:
//                `npm run bench:live`); --no-live leaves it out
const args = new Set(process.argv.slice(2));
const log = (line: string) => console.log(line);
const { only, runs, skipped } = parseParts(process.argv.slice(2));

const database = await openBenchDatabase(log);
const db = database.handle.db as unknown as Kysely<any>;
const webDir = args.has("--api-only") || !runs("browser") ? undefined : await ensureWebBuild(log);
const floor = floorRoute(database.handle);
const server = await startBenchServer(floor.database, webDir, floor.register);
const results: BenchResults = {
  date: new Date().toISOString().slice(0, 10),
  machine: machine(),
  database: database.label,
  seed: database.seed,
  list: [],
  crm: [],
  floor: null,
  routes: [],
  phone: { skipped: "--api-only" },
  gantt: { skipped: "--api-only" },
  board: { skipped: "--api-only" },
  support: { api: [], conversation: { skipped: "--api-only" } },
  plans: [],
};
// With --only, the parts left out keep their last figures on this database kind, said so in the report.
const previous = only ? previousResults(database.label) : null;
if (previous) {
  const { date, machine: was, seed: _seed, carried: _carried, ...parts } = previous;
  // A part the previous run did not have stays out rather than showing as an empty table.
  Object.assign(results, { support: undefined, billing: undefined }, parts);
  results.carried = { parts: skipped.filter((part) => holds(previous, part)), date, machine: was };
}
try {
  if (runs("list")) {
    log("Projects list API…");
    results.list = await benchProjectsList(db, server);
  }
  if (runs("crm")) {
    log("CRM API…");
    results.crm = await benchCrmApi(db, server, log);
  }
  if (runs("support")) {
    log("Support API…");
    results.support = {
      api: await benchSupportApi(db, server, log),
      conversation: results.support?.conversation ?? { skipped: "--api-only" },
    };
  }
  if (runs("billing")) {
    log("Billing…");
    results.billing = await benchBilling(db, server, log);
  }
  if (runs("education")) {
    log("Education…");
    results.education = await benchEducation(db, server, log);
  }
  if (runs("search")) {
    log("Search API…");
    results.search = await benchSearchApi(db, server, log);
  }
  if (runs("dashboard")) {
    log("Dashboard API…");
    results.dashboard = await benchDashboardApi(db, server, log);
  }
  if (runs("hostile")) {
    log("Hostile bodies beside ordinary mistakes, /api/health asked meanwhile…");
    results.hostile = await benchHostileBodies(server);
  }
  if (runs("floor")) {
    log("Generated projects list against its floor…");
    results.floor = await compareWithFloor(db, server, floor);
  }
  if (webDir) {
    const browser = await launch();
    try {
      log("Bytes per screen…");
      results.routes = await benchRouteBytes(server, browser);
      log("Sign-in and a list on a slow 4G phone…");
      results.phone = await benchSlowPhone(server, browser);
      log("Main-thread time of four screens on a slow phone…");
      results.mainThread = await benchMainThread(server, browser, await mainThreadScreens(db));
      log("Lighthouse's accessibility score of the sign-in and the dashboard…");
      results.lighthouse = await benchLighthouse(server);
      log("Gantt in Chromium…");
      results.gantt = await benchGantt(db, server, browser);
      log("Board in Chromium…");
      results.board = await benchBoard(db, server, browser);
      log("Dashboard in Chromium…");
      results.dashboardRender = await benchDashboardRender(server, browser);
      log("A 200-message conversation in Chromium…");
      results.support = { api: results.support?.api ?? [], conversation: await benchConversation(db, server, browser) };
    } finally {
      await browser.close();
    }
  }
  if (runs("verifactu")) {
    log("VeriFactu: 10,000 records sent to the fake agency…");
    results.verifactu = [];
    for (const kind of DATABASE_KINDS) results.verifactu.push(await benchVerifactuSend(kind, log));
  }
  if (runs("plans")) {
    log("Query plans…");
    results.plans = await queryPlans(db, await crmPlanQueries(db, await crmLookups(db)));
  }
  if (args.has("--indexes")) {
    log("Query plans without and with the indexes…");
    results.indexes = await compareIndexes(db);
  }
} finally {
  await server.close();
  await database.close();
}
print(results);
save(results);
console.log(`Saved to bench-results/latest.json and ${BENCHMARKS_PAGE}`);

if (only ? only.includes("live") : args.has("--live") || (process.env.BENCH_DATABASE_URL && !args.has("--no-live"))) {
  const live = await benchLive(process.env.BENCH_DATABASE_URL || DEFAULT_LIVE_SERVER_URL, log);
  printLive(live);
  console.log(`Saved to bench-results/live.json and ${saveLive(live)}`);
}

if (args.has("--generic")) {
  const generic = [];
  for (const kind of DATABASE_KINDS) generic.push(await benchListApi(kind));
  console.table(generic);
}

if (args.has("--forgot-password")) {
  const timings = [];
  for (const kind of DATABASE_KINDS) timings.push(await benchForgotPassword(kind));
  console.table(timings);
}
