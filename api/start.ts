import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { loadConfig } from "./config.js";
import { openMigratedDatabase } from "./db/bootstrap.js";
import { isEmpty, seedDemo } from "./seed/seed-demo.js";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/demo-users.js";
import { buildApp } from "./server.js";
import { logSystemEvent } from "./modules/billing/sif-events/sif-routes.js";
import { underLock } from "./db/under-lock.js";
import { localUrl, startupOutput, startupReport } from "./logging/startup-report.js";

// `npm start`: builds the web app when it is missing, migrates, seeds an empty database with
// demo data, then serves the API and the web app on one port. Each slow step is said as it
// begins, then one line says where the app is ready (api/logging/startup-report.ts).
const config = loadConfig();
const logger = pino({ level: config.logLevel });
const report = startupReport(startupOutput(process.env, process.stdout), logger, (line) => console.log(line));

if (!process.env.SKIP_WEB_BUILD && !fs.existsSync(path.join(config.webDir, "index.html"))) {
  report.step("Building the web app (first start)…");
  const { build } = await import("vite");
  await build({ configFile: path.resolve("vite.config.ts"), logLevel: "warn" });
}

const database = await openMigratedDatabase(config, report);
// Several instances may start at once on one PostgreSQL: one of them seeds, the others wait for it
// under the same lock and then find the database no longer empty.
if (config.seedDemo) {
  await underLock(database.db, "demo-seed", async (db) => {
    if (!(await isEmpty(db))) return;
    report.step("Adding the demo data…");
    await seedDemo(db);
  });
}

const app = await buildApp({ config, database, logger });
await app.listen({ port: config.port, host: config.host });
// «NO VERI*FACTU»: the event log records each start and stop of the system (EventosSIF 01, 02).
await logSystemEvent(app, "start");

// The demo users are named only where they exist (never on a database that has real users only).
const demoEmails: string[] = DEMO_USERS.map((u) => u.email);
const present = config.seedDemo
  ? await database.db
      .selectFrom("users")
      .select("email")
      .where("email", "in", demoEmails)
      .where("active", "=", true)
      .execute()
  : [];
const demoUsers = demoEmails.filter((email) => present.some((u) => u.email === email));
// The server's own lines first (where it listens), so that the ready line is the last one.
await new Promise<void>((resolve) => logger.flush(() => resolve()));
report.ready({ url: localUrl(config.host, config.port), demoUsers, demoPassword: DEMO_PASSWORD });

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
    await logSystemEvent(app, "stop");
    await database.close();
  } catch (error) {
    console.error("Could not stop cleanly:", error);
    process.exit(1);
  }
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
