import pg from "pg";
import type { ListenHandlers } from "./database.js";

// One dedicated connection per instance LISTENs (a pooled one would be handed to queries and
// lose its LISTEN). When it drops (PostgreSQL restarted, network cut) it comes back with
// backoff, and `restored` tells the listener that notifications may have been missed meanwhile.
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: "gestion-live",
      connectionTimeoutMillis: 3000,
    });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) handlers.message(message.payload);
    });
    next.on("error", () => dropped(next));
    next.on("end", () => dropped(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function dropped(which: pg.Client): void {
    if (client !== which || stopped) return;
    client = null;
    which.end().catch(() => undefined);
    handlers.lost?.();
    schedule();
  }

  function schedule(): void {
    if (stopped || timer) return;
    const wait = retry * (0.75 + Math.random() / 2);
    retry = Math.min(retry * 2, MAX_RETRY_MS);
    timer = setTimeout(async () => {
      timer = null;
      try {
        await connect();
        retry = FIRST_RETRY_MS;
        handlers.restored?.();
      } catch {
        schedule();
      }
    }, wait);
    timer.unref();
  }

  // A database not reachable yet is the same as one lost: keep trying, never fail the start.
  await connect().catch(() => {
    handlers.lost?.();
    schedule();
  });
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
