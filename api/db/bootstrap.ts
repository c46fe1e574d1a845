import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";
import type { StartupSteps } from "../logging/startup-report.js";
import { openDatabase, type DatabaseHandle } from "./database.js";
import { migrateToLatest, pendingMigrations } from "./migrator.js";

/** The database the configuration names (PostgreSQL or the embedded one), migrated. `steps` hears each slow step. */
export async function openMigratedDatabase(config: Config, steps?: StartupSteps): Promise<DatabaseHandle> {
  const pgliteDir = path.join(config.dataDir, "pglite");
  if (config.databaseUrl) steps?.step(`Connecting to PostgreSQL at ${serverOf(config.databaseUrl)}…`);
  else if (fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) steps?.step(`Opening the embedded database in ${pgliteDir}…`);
  else steps?.step(`Creating the embedded database in ${pgliteDir}…`);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    onConnectionLost: (error) => console.warn(`Lost a database connection (${(error as { code?: string }).code ?? error.message}); the next request reconnects.`),
  });
  if (steps) {
    const pending = await pendingMigrations(handle.db);
    if (pending > 0) steps.step(`Migrating the database: ${pending} migration${pending === 1 ? "" : "s"} to apply…`);
  }
  await migrateToLatest(handle.db);
  return handle;
}

/** host:port/database, without the credentials. */
function serverOf(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.host}${url.pathname}`;
}
