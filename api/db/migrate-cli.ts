import { loadConfig } from "../config.js";
import { openDatabase } from "./database.js";
import { migrateToLatest } from "./migrator.js";
import path from "node:path";

// `npm run migrate`: applies pending migrations to the configured database.
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
const applied = await migrateToLatest(handle.db);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
await handle.close();
