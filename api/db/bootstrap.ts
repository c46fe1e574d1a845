import path from "node:path";
import type { Config } from "../config.js";
import { openDatabase, type DatabaseHandle } from "./database.js";
import { migrateToLatest } from "./migrator.js";

/** The database the configuration names (PostgreSQL or the embedded one), migrated. */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
    onConnectionLost: (error) => console.warn(`Lost a database connection (${(error as { code?: string }).code ?? error.message}); the next request reconnects.`),
  });
  await migrateToLatest(handle.db);
  return handle;
}
