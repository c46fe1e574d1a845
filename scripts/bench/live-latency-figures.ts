import type { SignedIn } from "./live-sessions.js";
import type { OpenStream } from "./sse-client.js";
import type { Write } from "./live-writer.js";

// The live latency bench's figures from what each stream received and what the writer wrote:
// every delivery paired with its write, what went missing, and what should never have come.

export interface LiveLatencyFigure {
  instances: number;
  streams: number;
  users: string;
  writes: number;
  per_second: number;
  /** Streams whose user may read the written task: what each write should reach. */
  receivers_per_write: string;
  expected: number;
  delivered: number;
  missing: number;
  /** Events for a task the stream's user may not read, or more than were written: must be 0. */
  unexpected: number;
  resyncs: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  p99_by_instance: string;
  /** The bench's own event loop while it read the streams: its lag is in every arrival time. */
  reader_lag_p99_ms: number;
  /** 1-minute load average before and after the writes: on a shared machine, read the figures with it. */
  load_average: string;
}

export interface Tracked {
  user: SignedIn;
  instance: number;
  stream?: OpenStream;
  arrivals: Map<number, number[]>;
  resyncs: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const round = (ms: number) => Math.round(ms * 10) / 10;

export function countByRole(users: SignedIn[]): string {
  const n = (role: string) => users.filter((u) => u.role === role).length;
  return `${users.length} (${n("admin")} admins, ${n("commercial")} commercial, ${n("client")} client)`;
}

export function latencyFigures(
  tracked: Tracked[],
  writes: Write[],
  users: SignedIn[],
  instances: number,
  perSecond: number,
): Omit<LiveLatencyFigure, "reader_lag_p99_ms" | "load_average"> {
  const byId = new Map<number, number[]>();
  for (const w of writes) byId.set(w.id, [...(byId.get(w.id) ?? []), w.committedAt]);
  const all: number[] = [];
  const perInstance: number[][] = Array.from({ length: instances }, () => []);
  let expected = 0;
  let delivered = 0;
  let unexpected = 0;
  for (const t of tracked) {
    for (const [id, arrivals] of t.arrivals) if (!byId.has(id)) unexpected += arrivals.length;
    for (const [id, commits] of byId) {
      const arrivals = t.arrivals.get(id) ?? [];
      if (!t.user.tasks.has(id)) {
        unexpected += arrivals.length;
        continue;
      }
      // NOTIFY is delivered in commit order: the n-th event for a task answers its n-th write.
      const n = Math.min(arrivals.length, commits.length);
      for (let k = 0; k < n; k++) {
        all.push(arrivals[k] - commits[k]);
        perInstance[t.instance].push(arrivals[k] - commits[k]);
      }
      expected += commits.length;
      delivered += n;
      unexpected += arrivals.length - n;
    }
  }
  const receivers = writes.map((w) => tracked.filter((t) => t.user.tasks.has(w.id)).length);
  const admins = tracked.filter((t) => t.user.role === "admin").length;
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const latencies = sorted(all);
  return {
    instances,
    streams: tracked.length,
    users: countByRole(users),
    writes: writes.length,
    per_second: perSecond,
    receivers_per_write:
      `${Math.min(...receivers)}–${Math.max(...receivers)}, mean `
      + `${Math.round(receivers.reduce((a, b) => a + b, 0) / receivers.length)} (the ${admins} admin streams get all)`,
    expected,
    delivered,
    missing: expected - delivered,
    unexpected,
    resyncs: tracked.reduce((sum, t) => sum + t.resyncs, 0),
    p50_ms: round(quantile(latencies, 0.5)),
    p99_ms: round(quantile(latencies, 0.99)),
    max_ms: round(latencies[latencies.length - 1] ?? NaN),
    p99_by_instance: perInstance.map((list, i) => `api-${i + 1}: ${round(quantile(sorted(list), 0.99))}`).join(", "),
  };
}
