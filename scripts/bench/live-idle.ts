import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LiveDatabase } from "./live-database.js";
import { startLiveInstances } from "./live-instances.js";
import { signInAll, type SignedIn } from "./live-sessions.js";
import { openLiveStream, type OpenStream } from "./sse-client.js";
import { measureUsage, processUsage, steadyRss } from "./process-usage.js";
import { onCleanup, withTimeout } from "./cleanup.js";

// What open streams cost an instance when nothing happens (most of the time, for most screens):
// one instance over 30 s with no stream, then with 1,000 idle streams (heartbeats only), then
// once they are closed. Memory as V8 sees it after a full collection (what the streams hold)
// and as the system sees it (RSS, noisier); CPU time from /proc. The caps are raised for the
// bench; a deployment keeps its own.

const STREAMS = Number(process.env.BENCH_LIVE_IDLE_STREAMS ?? 1000);
const SECONDS = Number(process.env.BENCH_LIVE_IDLE_SECONDS ?? 30);
const GC_PRELOAD = path.resolve("scripts/bench/gc-on-signal.ts");

export interface LiveIdleFigure {
  streams: number;
  seconds: number;
  /** V8 heap used plus external memory after a full collection: without, with the streams. */
  heap_mb: string;
  heap_mb_per_1000_streams: number;
  /** Resident size: without, with the streams, once they were closed again. */
  rss_mb: string;
  /** With the streams minus the lower of the two without. */
  rss_mb_per_1000_streams: number;
  cpu_without_pct: number;
  cpu_with_pct: number;
  cpu_pct_per_1000_streams: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

async function openMany(url: string, users: SignedIn[], count: number, into: OpenStream[]): Promise<void> {
  for (let from = 0; from < count; from += 50) {
    const batch = Array.from({ length: Math.min(50, count - from) }, (_, k) => users[(from + k) % users.length]);
    into.push(
      ...(await withTimeout(
        Promise.all(batch.map((user) => openLiveStream(url, user.token, () => undefined))),
        60_000,
        "Opening streams",
      )),
    );
  }
}

export async function benchLiveIdle(database: LiveDatabase, log: (line: string) => void): Promise<LiveIdleFigure> {
  const memoryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "gestion-bench-memory-")), "memory.json");
  const env = {
    SHUTDOWN_GRACE_MS: "2000",
    LIVE_MAX_STREAMS: String(STREAMS + 100),
    LIVE_MAX_STREAMS_PER_USER: String(STREAMS),
    BENCH_MEMORY_FILE: memoryFile,
  };
  const instances = await startLiveInstances(1, database.url, env, ["--expose-gc", "--import", GC_PRELOAD]);
  const [instance] = instances.instances;
  const pid = instance.child.pid!;
  const streams: OpenStream[] = [];
  const closeOpen = () => streams.splice(0).forEach((s) => s.close());
  const closeStreams = onCleanup(async () => closeOpen());
  // Full collections (the first after start-up gives little back, measured) and the memory they
  // free handed back to the system, before each reading: the heap in bytes, then the RSS in MB.
  const collected = async (): Promise<{ heap: number; rss: number }> => {
    instance.child.kill("SIGUSR2");
    await pause(10_000);
    instance.child.kill("SIGUSR2");
    await pause(1000);
    const { heapUsed, external } = JSON.parse(fs.readFileSync(memoryFile, "utf8")) as NodeJS.MemoryUsage;
    await steadyRss(pid);
    return { heap: heapUsed + external, rss: mb(processUsage(pid).rssKb * 1024) };
  };
  try {
    const users = await withTimeout(signInAll([instance.url], database.users), 60_000, "Signing in");
    // Warm-up: the stream code compiled and its first-use allocations made before the baseline.
    await openMany(instance.url, users, 100, streams);
    closeOpen();
    const before = await collected();
    log(`  One instance, no stream, ${SECONDS} s…`);
    const without = await measureUsage(pid, SECONDS);
    log(`  Opening ${STREAMS} streams…`);
    await openMany(instance.url, users, STREAMS, streams);
    const open = await collected();
    log(`  ${STREAMS} idle streams, ${SECONDS} s…`);
    const withStreams = await measureUsage(pid, SECONDS);
    closeOpen();
    const after = await collected();
    const per1000 = 1000 / STREAMS;
    return {
      streams: STREAMS,
      seconds: SECONDS,
      heap_mb: `${mb(before.heap)} / ${mb(open.heap)}`,
      heap_mb_per_1000_streams: Math.round(mb(open.heap - before.heap) * per1000 * 10) / 10,
      rss_mb: `${without.rssMb} / ${withStreams.rssMb} / ${after.rss}`,
      rss_mb_per_1000_streams: Math.round((withStreams.rssMb - Math.min(without.rssMb, after.rss)) * per1000 * 10) / 10,
      cpu_without_pct: without.cpuPercent,
      cpu_with_pct: withStreams.cpuPercent,
      cpu_pct_per_1000_streams: Math.round((withStreams.cpuPercent - without.cpuPercent) * per1000 * 100) / 100,
    };
  } finally {
    await closeStreams();
    await instances.stopAll();
    fs.rmSync(path.dirname(memoryFile), { recursive: true, force: true });
  }
}
