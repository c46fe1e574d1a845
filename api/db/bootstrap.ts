import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";
import type { StartupSteps } from "../logging/startup-report.js";
import { openDatabase, type DatabaseHandle } from "./database.js";
import { migrateToLatest, pendingMigrations } from "./migrator.js";

/** The database the configuration names (PostgreSQL or the embedded one), migrated; `steps` hears each step. */
export async function openMigratedDatabase(config: Config, steps?: StartupSteps): Promise<DatabaseHandle> {
  const pgliteDir = path.join(config.dataDir, "pglite");
  steps?.step(openingStep(config.databaseUrl, pgliteDir));
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    onConnectionLost: (error) =>
      console.warn(
        `Lost a database connection (${(error as { code?: string }).code ?? error.message}); the next request `
          + `reconnects.`,
      ),
  });
  if (steps) {
    const pending = await pendingMigrations(handle.db);
    const migrations = `${pending} migration${pending === 1 ? "" : "s"}`;
    if (pending > 0) steps.step(`Migrating the database: ${migrations} to apply…`);
  }
  await migrateToLatest(handle.db);
  return handle;
}

function openingStep(databaseUrl: string | undefined, pgliteDir: string): string {
  if (databaseUrl) {
    // host:port/database, never the credentials.
    const url = new URL(databaseUrl);
    return `Connecting to PostgreSQL at ${url.host}${url.pathname}…`;
  }
  const exists = fs.existsSync(path.join(pgliteDir, "PG_VERSION"));
  return `${exists ? "Opening" : "Creating"} the embedded database in ${pgliteDir}…`;
}
