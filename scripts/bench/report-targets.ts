import type { BenchResults } from "./report.js";
import type { LiveFigures } from "./live.js";

// The figures that have a target, each beside it, one column per database: the head of
// docs/benchmarks.md, so a reader sees at once what meets its promise and what does not.

interface Target {
  measure: string;
  target: string;
  /** The figure in one database's results, or null when that run did not measure it. */
  value: (r: BenchResults) => number | null;
  met: (value: number) => boolean;
}

const skipped = <T extends object>(figure: T | { skipped: string }): T | null => ("skipped" in figure ? null : figure);
const wire = (r: BenchResults, route: string) => r.routes.find((f) => f.route === route)?.wire_kb ?? null;
const slowest = (values: number[]) => (values.length ? Math.max(...values) : null);

const TARGETS: Target[] = [
  {
    measure: "sign-in page, JavaScript and CSS compressed (KB)",
    target: "≤ 150",
    value: (r) => wire(r, "sign-in"),
    met: (v) => v <= 150,
  },
  {
    measure: "dashboard, JavaScript and CSS compressed (KB)",
    target: "< 400",
    value: (r) => wire(r, "dashboard"),
    met: (v) => v < 400,
  },
  {
    measure: "slow 4G phone: sign-in usable (ms)",
    target: "< 2,000",
    value: (r) => skipped(r.phone)?.sign_in_usable_ms ?? null,
    met: (v) => v < 2000,
  },
  {
    measure: "slow 4G phone: a list after signing in (ms)",
    target: "< 3,000",
    value: (r) => skipped(r.phone)?.list_after_sign_in_ms ?? null,
    met: (v) => v < 3000,
  },
  {
    measure: "slow phone: main thread opening a screen, slowest screen (ms)",
    target: "< 1,500",
    value: (r) => slowest((r.mainThread ?? []).map((f) => f.main_thread_ms)),
    met: (v) => v < 1500,
  },
  {
    measure: "Lighthouse accessibility, lowest page",
    target: "100",
    value: (r) => (r.lighthouse?.length ? Math.min(...r.lighthouse.map((f) => f.accessibility)) : null),
    met: (v) => v >= 100,
  },
  {
    measure: "Gantt of ~5,000 tasks drawn, warm (ms)",
    target: "< 2,000",
    value: (r) => skipped(r.gantt)?.warm_median_ms ?? null,
    met: (v) => v < 2000,
  },
  {
    measure: "board move, drop to card moved (ms)",
    target: "< 200",
    value: (r) => skipped(r.board)?.move_median_ms ?? null,
    met: (v) => v < 200,
  },
  {
    measure: "generated projects list against its hand-written floor (ratio)",
    target: "≥ 0.9",
    value: (r) => r.floor?.ratio ?? null,
    met: (v) => v >= 0.9,
  },
  {
    measure: "CRM duplicate check, p99 (ms)",
    target: "< 50",
    value: (r) => slowest((r.crm ?? []).filter((f) => /duplicate/i.test(f.request)).map((f) => f.p99_ms)),
    met: (v) => v < 50,
  },
  {
    measure: "search, slowest p99 (ms)",
    target: "< 100",
    value: (r) => slowest((r.search ?? []).map((f) => f.p99_ms)),
    met: (v) => v < 100,
  },
  {
    measure: "dashboard API, admin, cold, p99 (ms)",
    target: "< 300",
    value: (r) => {
      const cold = (r.dashboard ?? []).filter((f) => /cold/.test(f.request) && /admin/.test(f.user));
      return slowest(cold.map((f) => f.p99_ms));
    },
    met: (v) => v < 300,
  },
];

const cell = (value: number | null, met: (v: number) => boolean) =>
  value === null ? "not measured" : `${value.toLocaleString("en-US")} ${met(value) ? "✓" : "✗ over"}`;

export function targetsSection(all: Record<string, BenchResults>, live: LiveFigures | null): string[] {
  const runs = Object.values(all);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const rows = TARGETS.map((t) => line([t.measure, t.target, ...runs.map((r) => cell(t.value(r), t.met))]));
  return [
    `## Targets`,
    ``,
    `Each figure with a target, from the last run on each database (✓ met, ✗ over the target).`,
    ``,
    line(["measure", "target", ...runs.map((r) => r.database)]),
    line(["---", "---", ...runs.map(() => "---")]),
    ...rows,
    ``,
    ...(live
      ? [
          `Live events across 2 instances (PostgreSQL, ${live.date}), commit to screen, p99 (ms), target < 250: `
            + `${cell(live.latency.p99_ms, (v) => v < 250)}.`,
          ``,
        ]
      : []),
  ];
}
