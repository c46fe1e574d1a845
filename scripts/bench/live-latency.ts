import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { LiveDatabase } from "./live-database.js";
import { startLiveInstances } from "./live-instances.js";
import { signInAll } from "./live-sessions.js";
import { openLiveStream, type LiveEvent } from "./sse-client.js";
import { runWriter } from "./live-writer.js";
import { countByRole, latencyFigures, type LiveLatencyFigure, type Tracked } from "./live-latency-figures.js";
import { onCleanup, withTimeout } from "./cleanup.js";

// How long a committed write takes to reach the screens that show it, across instances: two
// instances on one PostgreSQL, 200 streams spread over both (25 users of every role), and a
// writer committing plain SQL updates of tasks at a steady rate. For every event on every
// stream: arrival time minus the moment the writer's COMMIT returned (one machine, one clock).
// Target: p99 under 250 ms.

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 200);
const PER_SECOND = Number(process.env.BENCH_LIVE_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const INSTANCES = 2;

function record(tracked: Tracked, event: LiveEvent): void {
  if (event.event === "resync") tracked.resyncs++;
  if (event.event !== "message") return;
  const change = JSON.parse(event.data) as { resource: string; ids: number[] };
  if (change.resource !== "tasks") return;
  for (const id of change.ids) {
    const list = tracked.arrivals.get(id) ?? [];
    list.push(event.at);
    tracked.arrivals.set(id, list);
  }
}

export async function benchLiveLatency(
  database: LiveDatabase,
  log: (line: string) => void,
): Promise<LiveLatencyFigure> {
  const perUser = Math.ceil(STREAMS / database.users.length);
  // The default cap (8) is kept when the users are enough, so the bench runs what a deployment runs.
  const instances = await startLiveInstances(INSTANCES, database.url, {
    SHUTDOWN_GRACE_MS: "2000",
    ...(perUser > 8 ? { LIVE_MAX_STREAMS_PER_USER: String(perUser) } : {}),
  });
  const tracked: Tracked[] = [];
  const closeStreams = onCleanup(async () => tracked.forEach((t) => t.stream?.close()));
  try {
    const urls = instances.instances.map((i) => i.url);
    const users = await withTimeout(signInAll(urls, database.users), 60_000, "Signing in");
    log(`  ${STREAMS} streams on ${INSTANCES} instances for ${countByRole(users)}…`);
    for (let j = 0; j < STREAMS; j++)
      tracked.push({ user: users[j % users.length], instance: j % INSTANCES, arrivals: new Map(), resyncs: 0 });
    for (let from = 0; from < tracked.length; from += 20) {
      await Promise.all(
        tracked.slice(from, from + 20).map(async (t) => {
          t.stream = await openLiveStream(urls[t.instance], t.user.token, (event) => record(t, event));
        }),
      );
    }
    // Task ids in a shuffled order, each written in turn: every admin stream should get every write.
    const ids = [...new Set(users.flatMap((u) => [...u.tasks]))].sort(() => Math.random() - 0.5);
    log(`  Warming up, then ${PER_SECOND} writes a second for ${SECONDS} s over ${ids.length} tasks…`);
    await runWriter({ databaseUrl: database.url, ids, perSecond: PER_SECOND, seconds: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const t of tracked) {
      t.arrivals.clear();
      t.resyncs = 0;
    }
    const loadBefore = os.loadavg()[0];
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const writes = await runWriter({ databaseUrl: database.url, ids, perSecond: PER_SECOND, seconds: SECONDS });
    // Stragglers: anything later than this counts as missing.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    lag.disable();
    return {
      ...latencyFigures(tracked, writes, users, INSTANCES, PER_SECOND),
      reader_lag_p99_ms: Math.round(lag.percentile(99) / 1e5) / 10,
      load_average: `${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`,
    };
  } finally {
    await closeStreams();
    await instances.stopAll();
  }
}
