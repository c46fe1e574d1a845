import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { PGliteDialect } from "./pglite-dialect.js";
import type { Database } from "./schema.js";

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  ping(): Promise<boolean>;
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
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return handle(db, "postgres");
  }
  const dir = options.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, {
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v), [DATE]: (v: string) => v },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return handle(db, "pglite");
}

function handle(db: Kysely<Database>, kind: DatabaseKind): DatabaseHandle {
  return {
    db,
    kind,
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
