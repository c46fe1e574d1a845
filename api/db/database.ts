import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { Kysely, sql } from "kysely";
import pg from "pg";
import { PGliteDialect } from "./pglite-dialect.js";
import { AppPostgresDialect } from "./postgres-dialect.js";
import { listenOnPostgres } from "./pg-listener.js";
import type { Database } from "./schema.js";

export type DatabaseKind = "pglite" | "postgres";

/** Extensions the migrations create (similar lead names, search), which PGlite must bring along. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export interface ListenHandlers {
  message(payload: string): void;
  /** The listening connection dropped: notifications are not heard until it is back. */
  lost?(): void;
  /** Listening again after a drop: what was sent meanwhile is gone. */
  restored?(): void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  ping(): Promise<boolean>;
  /** Hears NOTIFYs on a channel until the returned function is called. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

// Counts and numerics (rates; money is kept in integer cents) come back as numbers and calendar
// dates as 'YYYY-MM-DD' on both drivers, so the API answers the same JSON on either database.
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(NUMERIC, (v) => Number(v));
pg.types.setTypeParser(DATE, (v) => v);

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; "memory://" keeps it in memory (tests). */
  pgliteDir?: string;
  /** Told of each connection the server or the network ended (the pool replaces it by itself). */
  onConnectionLost?: (error: Error) => void;
  /** A tarball from PGlite's dumpDataDir() to start the embedded database from (tests' template). */
  pgliteDataDir?: Blob;
  /** An embedded database already open, to use instead of opening one (the tests reuse them). */
  pglite?: PGlite;
}

/** How long a request waits for a connection before it answers 503. */
const CONNECT_TIMEOUT_MS = 3000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A connection the server ends (restart, pg_terminate_backend, network cut) emits 'error' on
    // its client, and on the pool when it was idle: an unheard 'error' event kills the process.
    // Heard, the pool drops that client and the next request opens a new connection.
    const lost = options.onConnectionLost ?? (() => undefined);
    pool.on("error", lost);
    pool.on("connect", (client) => client.on("error", lost));
    const db = new Kysely<Database>({ dialect: new AppPostgresDialect({ pool }) });
    const url = options.databaseUrl;
    return handle(db, "postgres", (channel, handlers) => listenOnPostgres(url, channel, handlers));
  }
  const client = options.pglite ?? (await openPGlite(options.pgliteDir ?? "memory://", options.pgliteDataDir));
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  // PGlite is one session: its own NOTIFYs come back to it after each commit.
  return handle(db, "pglite", async (channel, handlers) => {
    const stop = await client.listen(channel, (payload) => handlers.message(payload));
    return async () => {
      if (!client.closed) await stop();
    };
  });
}

/** The embedded database in `dir` ("memory://…" keeps it in memory), from a tarball if given. */
export async function openPGlite(dir: string, dataDir?: Blob): Promise<PGlite> {
  if (!dir.startsWith("memory://")) fs.mkdirSync(path.dirname(dir), { recursive: true });
  return PGlite.create(dir, {
    loadDataDir: dataDir,
    extensions: PGLITE_EXTENSIONS,
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v), [DATE]: (v: string) => v },
  });
}

function handle(db: Kysely<Database>, kind: DatabaseKind, listen: DatabaseHandle["listen"]): DatabaseHandle {
  return {
    db,
    kind,
    listen,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
