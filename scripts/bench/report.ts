import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LargeDataReport } from "../../api/seed/large-data.js";
import type { BoardFigure } from "./board-render.js";
import type { GanttFigure } from "./gantt-render.js";
import type { ListFigure } from "./projects-list.js";
import type { CrmFigure } from "./crm-api.js";
import type { SupportApiFigure } from "./support-api.js";
import type { ConversationFigure } from "./support-conversation.js";
import type { BillingFigures } from "./billing.js";
import type { VerifactuSendFigure } from "./verifactu-send.js";
import type { EducationFigures } from "./education.js";
import type { SearchFigure } from "./search-api.js";
import type { DashboardFigure } from "./dashboard-api.js";
import { educationSection } from "./education-report.js";
import type { PlanFigure } from "./query-plans.js";
import type { IndexFigure } from "./index-compare.js";
import type { FloorComparison } from "./floor-compare.js";
import type { RouteBytesFigure } from "./route-bytes.js";
import type { DashboardRenderFigure } from "./dashboard-render.js";
import type { SlowPhoneFigure } from "./slow-phone.js";
import type { MainThreadFigure } from "./main-thread.js";
import type { LighthouseFigure } from "./lighthouse-a11y.js";
import type { LiveFigures } from "./live.js";
import type { HostileFigures } from "./hostile-bodies.js";
import { liveSection } from "./live-report.js";
import { targetsSection } from "./report-targets.js";

// The bench's figures: printed as tables, kept as bench-results/latest.json (the last run on each
// database, everything) and written as docs/benchmarks.md (each target beside its figures, then
// every table), which is made from the saved results alone (scripts/bench-report.ts redoes it).
// The live-events figures are kept apart in bench-results/live.json: they are not per database.

export interface BenchResults {
  date: string;
  machine: string;
  database: string;
  seed: { seconds: number; steps: LargeDataReport } | null;
  list: ListFigure[];
  /** Absent from results saved before the CRM bench. */
  crm?: CrmFigure[];
  floor: FloorComparison | null;
  routes: RouteBytesFigure[];
  phone: SlowPhoneFigure | { skipped: string };
  gantt: GanttFigure | { skipped: string };
  board: BoardFigure | { skipped: string };
  /** The dashboard in Chromium; absent from results saved before it. */
  dashboardRender?: DashboardRenderFigure;
  mainThread?: MainThreadFigure[];
  lighthouse?: LighthouseFigure[];
  /** Absent from results saved before the support bench. */
  support?: { api: SupportApiFigure[]; conversation: ConversationFigure | { skipped: string } };
  plans: PlanFigure[];
  /** With --indexes: the same plans without and with migration 0006. */
  indexes?: IndexFigure[];
  /** Absent from results saved before the billing bench. */
  billing?: BillingFigures;
  /** 10,000 VeriFactu records sent to the fake agency; absent from results saved before it. */
  verifactu?: VerifactuSendFigure[];
  /** Absent from results saved before the education bench. */
  education?: EducationFigures;
  /** Absent from results saved before the search bench. */
  search?: SearchFigure[];
  /** Absent from results saved before the dashboard bench. */
  dashboard?: DashboardFigure[];
  /** Absent from results saved before the hostile-bodies bench. */
  hostile?: HostileFigures;
  /** With --only: the parts this run left out, kept from the previous run on this database. */
  carried?: { parts: string[]; date: string; machine: string };
}

export function machine(): string {
  const cpus = os.cpus();
  // The load when the bench starts: on a shared machine the figures only mean something with it.
  return (
    `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, `
    + `Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the start`
  );
}

function table(rows: Record<string, unknown>[]): string {
  if (!rows.length) return "";
  const keys = Object.keys(rows[0]);
  const line = (cells: unknown[]) => `| ${cells.map((c) => String(c)).join(" | ")} |`;
  return [line(keys), line(keys.map(() => "---")), ...rows.map((r) => line(keys.map((k) => r[k])))].join("\n");
}

const asRows = (figure: object) => [figure as Record<string, unknown>];

function section(r: BenchResults): string {
  const parts = [
    `## ${r.database}`,
    ``,
    `${r.date}, on ${r.machine}.`,
    ``,
    ...(r.carried
      ? [
          `Only part of the bench ran that day (\`--only\`); ${r.carried.parts.join(", ")} are from the run of `
            + `${r.carried.date}, on ${r.carried.machine}.`,
          ``,
        ]
      : []),
    r.seed
      ? `Loading the large data set took ${r.seed.seconds} s.\n\n${table(r.seed.steps)}\n`
      : `The large data set was already loaded.\n`,
    `### Projects list API (page of 20, sorted, filtered by state, priority and budget)`,
    ``,
    table(r.list as unknown as Record<string, unknown>[]),
    ``,
    ...(r.crm?.length
      ? [
          `### CRM API at 100,000 leads and 300,000 activities (one client at a time; target: duplicate check `
            + `p99 < 50 ms)`,
          ``,
          table(r.crm as unknown as Record<string, unknown>[]),
          ``,
        ]
      : []),
    ...(r.floor
      ? [
          `### Generated projects list against its hand-written floor (${r.floor.connections} connections, `
            + `alternating rounds; target ratio ≥ 0.9)`,
          ``,
          table(r.floor.figures as unknown as Record<string, unknown>[]),
          ``,
          `Ratio of requests per second, generated / floor: **${r.floor.ratio}**`,
          ``,
        ]
      : []),
    `### JavaScript and CSS per screen, first visit, compressed (KB; targets: sign-in ≤ 150, dashboard < 400)`,
    ``,
    table(r.routes as unknown as Record<string, unknown>[]),
    ``,
    `### Slow 4G phone (1.6 Mbps, 150 ms, CPU 4× slower; targets: sign-in usable < 2,000 ms, list < 3,000 ms `
      + `after signing in)`,
    ``,
    table(asRows(r.phone)),
    ``,
    ...(r.mainThread
      ? [
          `### Main-thread time opening a screen on a slow phone (390 px, CPU 4× slower, warm; target: under 1,500 ms)`,
          ``,
          table(r.mainThread as unknown as Record<string, unknown>[]),
          ``,
        ]
      : []),
    ...(r.lighthouse
      ? [
          `### Lighthouse accessibility (target: 100)`,
          ``,
          table(r.lighthouse as unknown as Record<string, unknown>[]),
          ``,
        ]
      : []),
    `### Gantt of ~5,000 tasks in Chromium (target: under 2,000 ms)`,
    ``,
    table(asRows(r.gantt)),
    ``,
    `### Board of 1,000 cards in Chromium (target for a move: under 200 ms)`,
    ``,
    table(asRows(r.board)),
    ``,
    ...(r.dashboardRender
      ? [
          `### Dashboard in Chromium (admin, large data set; the figures first, the ECharts chunk after them)`,
          ``,
          table(asRows(r.dashboardRender)),
          ``,
        ]
      : []),
    ...(r.support
      ? [
          `### Support at 50,000 tickets and 300,000 messages (one client at a time)`,
          ``,
          table(r.support.api as unknown as Record<string, unknown>[]),
          ``,
          `### A 200-message conversation in Chromium: navigation to the last message drawn`,
          ``,
          table(asRows(r.support.conversation)),
          ``,
        ]
      : []),
    ...(r.billing ? billingSection(r.billing) : []),
    ...(r.verifactu?.length
      ? [
          `### VeriFactu: 10,000 pending records sent to the fake agency by two senders (no duplicates, waits `
            + `honoured, chain intact)`,
          ``,
          table(r.verifactu as unknown as Record<string, unknown>[]),
          ``,
        ]
      : []),
    ...(r.education ? educationSection(r.education) : []),
    ...(r.search?.length
      ? [
          `### Search at 100,000 leads, 50,000 tasks, 50,000 tickets and 100,000 invoices (one client at a time; `
            + `target: p99 < 100 ms)`,
          ``,
          table(r.search as unknown as Record<string, unknown>[]),
          ``,
        ]
      : []),
    ...(r.dashboard?.length
      ? [
          `### Dashboard API on the large data set (one client at a time; target: admin p99 < 300 ms)`,
          ``,
          table(r.dashboard as unknown as Record<string, unknown>[]),
          ``,
        ]
      : []),
    ...(r.hostile ? hostileSection(r.hostile) : []),
    `### Query plans (EXPLAIN ANALYZE, median of 7, ms)`,
    ``,
    table(r.plans as unknown as Record<string, unknown>[]),
    ``,
    ...(r.indexes
      ? [
          `### Without and with migration 0006's indexes (EXPLAIN ANALYZE, median ms)`,
          ``,
          table(r.indexes as unknown as Record<string, unknown>[]),
          ``,
        ]
      : []),
  ];
  return parts.join("\n");
}

function hostileSection(h: HostileFigures): string[] {
  const alone = h.healthAlone;
  return [
    `### Hostile bodies (${h.senders} senders at once, ${h.perSender} requests each; /api/health asked meanwhile)`,
    ``,
    `/api/health alone: p50 ${alone.p50_ms} ms, p99 ${alone.p99_ms} ms, max ${alone.max_ms} ms.`,
    ``,
    table(h.bursts as unknown as Record<string, unknown>[]),
    ``,
  ];
}

function billingSection(b: BillingFigures): string[] {
  return [
    `### Billing at 100,000 invoices and 400,000 lines (one client at a time)`,
    ``,
    table(b.api as unknown as Record<string, unknown>[]),
    ``,
    `### Issuing with ${b.issue.issuers} issuers at once (${b.issue.drafts} drafts made first)`,
    ``,
    table(asRows(b.issue)),
    ``,
    `### An issued invoice's PDF (${b.pdf.lines} lines), one request after another`,
    ``,
    table(asRows(b.pdf)),
    ``,
    `### Query plans of the invoice list and its totals (EXPLAIN ANALYZE, median of 7, ms)`,
    ``,
    table(b.plans as unknown as Record<string, unknown>[]),
    ``,
  ];
}

export function markdown(all: Record<string, BenchResults>): string {
  const intro = [
    `# Benchmarks`,
    ``,
    `Written by the bench from the results it saves in \`bench-results/\` (\`npx tsx scripts/bench-report.ts\` `
      + `rewrites`,
    `it without measuring); edits by hand are lost on the next run.`,
    ``,
    `Measured by \`npm run bench\` (embedded database) and \`BENCH_DATABASE_URL=… npm run bench\` (PostgreSQL) `
      + `on a fresh`,
    `database with the demo data and the large data set (\`npm run seed -- --large\`: 2,000 projects, 50,000 tasks,`,
    `100,000 leads, 300,000 activities, 50,000 tickets, 300,000 ticket messages, 100,000 invoices, 400,000 `
      + `invoice lines).`,
    `Times in milliseconds. \`cold\`: the first page load, empty browser cache; \`warm\`: the median of the next ones.`,
    ``,
  ];
  const live = readJson<LiveFigures>(path.join(path.resolve("bench-results"), "live.json"));
  const perDatabase = Object.values(all).map(section);
  const parts = [...intro, ...targetsSection(all, live), ...perDatabase, ...(live ? [liveSection(live)] : [])];
  return parts.join("\n");
}

/** The page the docs link to, made from the saved results of every database. */
export const BENCHMARKS_PAGE = path.join("docs", "benchmarks.md");

/** Rewrites docs/benchmarks.md from what bench-results/ holds; answers the page's path. */
export function writeReport(): string {
  const all = readJson<Record<string, BenchResults>>(path.join(path.resolve("bench-results"), "latest.json")) ?? {};
  const page = path.resolve(BENCHMARKS_PAGE);
  fs.writeFileSync(page, markdown(all));
  return page;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** Keeps the live-events figures in live.json, and rewrites docs/benchmarks.md with them. */
export function saveLive(live: LiveFigures): string {
  const dir = path.resolve("bench-results");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "live.json"), `${JSON.stringify(live, null, 2)}\n`);
  return writeReport();
}

/** The last results saved for this database, if any (a run with --only keeps the parts it leaves out). */
export function previousResults(database: string): BenchResults | null {
  return (
    readJson<Record<string, BenchResults>>(path.join(path.resolve("bench-results"), "latest.json"))?.[database] ?? null
  );
}

/** Keeps the last results of each database side by side in latest.json, and docs/benchmarks.md from them. */
export function save(results: BenchResults): string {
  const dir = path.resolve("bench-results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "latest.json");
  const all = readJson<Record<string, BenchResults>>(file) ?? {};
  all[results.database] = results;
  fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  return writeReport();
}
