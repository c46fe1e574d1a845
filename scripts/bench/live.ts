import { createLiveDatabase } from "./live-database.js";
import { benchLiveLatency } from "./live-latency.js";
import type { LiveLatencyFigure } from "./live-latency-figures.js";
import { benchLiveIdle, type LiveIdleFigure } from "./live-idle.js";
import { machine } from "./report.js";

// The live-events bench: latency across two instances, then the idle cost of open streams, on
// one fresh PostgreSQL database (made on the server `serverUrl` names, dropped at the end).

export const DEFAULT_LIVE_SERVER_URL = "postgres://postgres@127.0.0.1:5432/";

export interface LiveFigures {
  date: string;
  machine: string;
  latency: LiveLatencyFigure;
  idle: LiveIdleFigure;
}

export async function benchLive(serverUrl: string, log: (line: string) => void): Promise<LiveFigures> {
  const started = { date: new Date().toISOString().slice(0, 10), machine: machine() };
  log("Live events: a fresh PostgreSQL database with the demo data and the bench's users…");
  const database = await createLiveDatabase(serverUrl);
  try {
    log("Live events: latency across two instances…");
    const latency = await benchLiveLatency(database, log);
    log("Live events: idle cost of open streams…");
    const idle = await benchLiveIdle(database, log);
    return { ...started, latency, idle };
  } finally {
    await database.drop();
  }
}
