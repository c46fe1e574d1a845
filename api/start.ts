import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "./config.js";
import { openMigratedDatabase } from "./db/bootstrap.js";
import { isEmpty, seedDemo } from "./seed/seed-demo.js";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/demo-users.js";
import { buildApp } from "./server.js";
import { underLock } from "./db/under-lock.js";

// `npm start`: builds the web app when it is missing, migrates, seeds an empty database with
// demo data, then serves the API and the web app on one port.
const config = loadConfig();

if (!process.env.SKIP_WEB_BUILD && !fs.existsSync(path.join(config.webDir, "index.html"))) {
  console.log("Building the web app (first start)…");
  const { build } = await import("vite");
  await build({ configFile: path.resolve("vite.config.ts"), logLevel: "warn" });
}

const database = await openMigratedDatabase(config);
// Several instances may start at once on one PostgreSQL: one of them seeds, the others wait for it
// under the same lock and then find the database no longer empty.
const seeded = config.seedDemo && (await underLock(database.db, "demo-seed", async (db) => (await isEmpty(db)) && (await seedDemo(db), true)));

const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
console.log(`\nGestión is running at ${url}  (API docs: ${url}/api/docs)`);
console.log(`Database: ${database.kind === "pglite" ? `embedded, in ${path.join(config.dataDir, "pglite")}` : "PostgreSQL (DATABASE_URL)"}${seeded ? ", demo data added" : ""}`);
if (config.seedDemo) {
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(", ")}\n`);
}

// Stopping (Ctrl-C, SIGTERM from a service manager or `npm start`'s parent): refuse new
// connections, let the requests in flight finish for up to SHUTDOWN_GRACE_MS, then close the
// database cleanly and exit 0. A second signal stops at once.
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`\n${signal}: stopping; requests in flight have up to ${graceMs / 1000} s to finish.`);
  const deadline = setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
  try {
    await app.close();
    clearTimeout(deadline);
    await database.close();
  } catch (error) {
    console.error("Could not stop cleanly:", error);
    process.exit(1);
  }
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
