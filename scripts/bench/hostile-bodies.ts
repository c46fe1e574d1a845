import type { BenchServer } from "./bench-server.js";

// Bursts of hostile requests (issue 27: a 700 KB body of 50,000 unknown keys answered a 2 MB
// 422 after up to a second of the event loop, and eight at once held /api/health for 6.4 s),
// each next to a burst of ordinary mistakes: 8 senders at once, GET /api/health asked one
// request after another meanwhile. What one request may cost is api/plugins/input-limits.ts.

const SENDERS = 8;
const PER_SENDER = Number(process.env.BENCH_HOSTILE_REQUESTS ?? 5);
const HEALTH_ALONE = 50;

export interface HostileFigure {
  burst: string;
  request_kb: number;
  requests: number;
  statuses: string;
  answer_bytes: number;
  answer_p50_ms: number;
  answer_max_ms: number;
  burst_ms: number;
  health_asked: number;
  health_p50_ms: number;
  health_p99_ms: number;
  health_max_ms: number;
}

interface Burst {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
}

const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));

const BURSTS: Burst[] = [
  {
    name: "ordinary mistake (1 unknown key)",
    method: "POST",
    path: "/api/lead-statuses",
    body: JSON.stringify({ name: "x", k: 1 }),
  },
  {
    name: "50,000 unknown keys (the issue's)",
    method: "POST",
    path: "/api/lead-statuses",
    body: JSON.stringify({ name: "x", ...keys(50_000) }),
  },
  {
    name: "a name 5,000 arrays deep",
    method: "POST",
    path: "/api/lead-statuses",
    body: `{"name":${"[".repeat(5000)}${"]".repeat(5000)}}`,
  },
  {
    name: "10,000 empty invoice lines (500 allowed)",
    method: "POST",
    path: "/api/invoices",
    body: JSON.stringify({ lines: Array.from({ length: 10_000 }, () => ({})) }),
  },
  {
    name: "2,000 query parameters",
    method: "GET",
    path: `/api/lead-statuses?${Array.from({ length: 2000 }, (_, i) => `p${i}=1`).join("&")}`,
  },
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

async function health(url: string): Promise<number> {
  const [res, ms] = await timed(() => fetch(`${url}/api/health`));
  if (res.status !== 200) throw new Error(`health answered ${res.status}`);
  await res.arrayBuffer();
  return ms;
}

async function runBurst(server: BenchServer, token: string, burst: Burst): Promise<HostileFigure> {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const answers: { status: number; bytes: number; ms: number }[] = [];
  const send = async () => {
    for (let i = 0; i < PER_SENDER; i++) {
      const [res, ms] = await timed(async () => {
        const r = await fetch(`${server.url}${burst.path}`, { method: burst.method, headers, body: burst.body });
        return { status: r.status, bytes: (await r.arrayBuffer()).byteLength };
      });
      answers.push({ ...res, ms });
    }
  };
  const healthTimes: number[] = [];
  let done = false;
  const [, burstMs] = await timed(async () => {
    const senders = Promise.all(Array.from({ length: SENDERS }, send)).finally(() => (done = true));
    while (!done) healthTimes.push(await health(server.url));
    await senders;
  });
  const statuses = new Map<number, number>();
  for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const healthSorted = [...healthTimes].sort((a, b) => a - b);
  return {
    burst: burst.name,
    request_kb: round(Buffer.byteLength(burst.body ?? burst.path) / 1024),
    requests: answers.length,
    statuses: [...statuses].map(([status, n]) => `${n} × ${status}`).join(", "),
    answer_bytes: Math.max(...answers.map((a) => a.bytes)),
    answer_p50_ms: round(quantile(times, 0.5)),
    answer_max_ms: round(times.at(-1) ?? 0),
    burst_ms: round(burstMs),
    health_asked: healthTimes.length,
    health_p50_ms: round(quantile(healthSorted, 0.5)),
    health_p99_ms: round(quantile(healthSorted, 0.99)),
    health_max_ms: round(healthSorted.at(-1) ?? 0),
  };
}

export interface HostileFigures {
  senders: number;
  perSender: number;
  /** /api/health asked alone, one request after another, before any burst. */
  healthAlone: { p50_ms: number; p99_ms: number; max_ms: number };
  bursts: HostileFigure[];
}

export async function benchHostileBodies(server: BenchServer): Promise<HostileFigures> {
  const { access_token: token } = await server.login("admin@demo.test");
  const alone: number[] = [];
  for (let i = 0; i < HEALTH_ALONE; i++) alone.push(await health(server.url));
  alone.sort((a, b) => a - b);
  const bursts: HostileFigure[] = [];
  for (const burst of BURSTS) bursts.push(await runBurst(server, token, burst));
  return {
    senders: SENDERS,
    perSender: PER_SENDER,
    healthAlone: {
      p50_ms: round(quantile(alone, 0.5)),
      p99_ms: round(quantile(alone, 0.99)),
      max_ms: round(alone.at(-1) ?? 0),
    },
    bursts,
  };
}
