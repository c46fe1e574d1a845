import type { LiveFigures } from "./live.js";

// The live-events figures as tables: in docs/benchmarks.md (after the per-database
// sections: they are always PostgreSQL's, with instances as separate processes) and printed.

function table(rows: Record<string, unknown>[]): string {
  const keys = Object.keys(rows[0]);
  const line = (cells: unknown[]) => `| ${cells.map((c) => String(c)).join(" | ")} |`;
  return [line(keys), line(keys.map(() => "---")), ...rows.map((r) => line(keys.map((k) => r[k])))].join("\n");
}

export function liveSection(live: LiveFigures): string {
  const { latency, idle } = live;
  return [
    `## Live events (PostgreSQL, API instances as separate processes)`,
    ``,
    `${live.date}, on ${live.machine}. Made by \`npm run bench:live\` (or \`npm run bench\` with `
      + `BENCH_DATABASE_URL or --live).`,
    ``,
    `### Latency across ${latency.instances} instances (${latency.streams} streams, ${latency.per_second} SQL `
      + `writes a second; target p99 < 250 ms)`,
    ``,
    `From the moment the writer's COMMIT returned to the event's arrival on each stream that may read the row.`,
    ``,
    table([latency as unknown as Record<string, unknown>]),
    ``,
    `### Idle streams on one instance (${idle.seconds} s windows, heartbeats only)`,
    ``,
    table([idle as unknown as Record<string, unknown>]),
    ``,
  ].join("\n");
}

export function printLive(live: LiveFigures): void {
  console.log(`\nLive events — ${live.machine}`);
  console.log("Latency across instances");
  console.table([live.latency]);
  console.log("Idle streams on one instance");
  console.table([live.idle]);
}
