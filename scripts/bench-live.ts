import { DEFAULT_LIVE_SERVER_URL, benchLive } from "./bench/live.js";
import { printLive } from "./bench/live-report.js";
import { saveLive } from "./bench/report.js";

// `npm run bench:live`: the live-events bench alone (scripts/bench/live.ts): latency across two
// instances and the idle cost of open streams, on a fresh database of its own on the PostgreSQL
// server BENCH_DATABASE_URL names (default: the local one), dropped at the end. Printed, and kept
// in bench-results/live.json and docs/benchmarks.md.
const serverUrl = process.env.BENCH_DATABASE_URL || DEFAULT_LIVE_SERVER_URL;
const live = await benchLive(serverUrl, (line) => console.log(line));
printLive(live);
console.log(`Saved to bench-results/live.json and ${saveLive(live)}`);
// Nothing of the bench's may keep the process alive (a stream's socket, a timer).
process.exit(0);
