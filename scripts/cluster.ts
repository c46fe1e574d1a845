import { loadConfig } from "../api/config.js";
import { parseClusterOptions } from "./cluster/options.js";
import { DEFAULT_CLUSTER_DATABASE_URL, ensureDatabase, prepareDatabase } from "./cluster/cluster-database.js";
import { clusterJwtSecret } from "./cluster/jwt-secret.js";
import { ensureWebBuilt } from "./cluster/web-build.js";
import { spawnInstances } from "./cluster/instances.js";
import { startProxy } from "./cluster/round-robin-proxy.js";

// `npm run cluster -- --instances 2 [--port 3000]`: N API instances on one PostgreSQL behind a
// round-robin proxy, to try on one machine what docs/deploy/ describes (live events and presence
// crossing instances, no sticky sessions). The database is made, migrated and seeded once here;
// the instances share it, DATA_DIR (uploads) and the JWT secret.
const log = (line: string) => console.log(line);
const options = parseClusterOptions(process.argv.slice(2));
const databaseUrl = process.env.DATABASE_URL || DEFAULT_CLUSTER_DATABASE_URL;
const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });

const shown = new URL(databaseUrl);
if (shown.password) shown.password = "***";
log(`Database: ${shown}${process.env.DATABASE_URL ? "" : " (DATABASE_URL unset: the default)"}`);
if (await ensureDatabase(databaseUrl)) log("  created it");
log((await prepareDatabase(databaseUrl)) ? "  migrated, demo data added" : "  migrated");
if (!process.env.SKIP_WEB_BUILD) await ensureWebBuilt(config.webDir, log);
const jwt = clusterJwtSecret(config.dataDir);
log(`Shared DATA_DIR: ${config.dataDir}`);
log(`JWT secret: ${jwt.source}`);

const ports = Array.from({ length: options.instances }, (_, i) => options.port + 1 + i);
// The proxy first: a port already taken fails here, before any instance is started. Until the
// instances are up it answers 502.
const proxy = await startProxy(
  ports.map((port, i) => ({ name: `api-${i + 1}`, host: "127.0.0.1", port })),
  options.port,
);
const set = spawnInstances({
  count: options.instances,
  ports,
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: config.dataDir,
    WEB_DIR: config.webDir,
    JWT_SECRET: jwt.secret,
    // The proxy connects from loopback: its X-Forwarded-For is the client the per-IP limits see.
    TRUST_PROXY: process.env.TRUST_PROXY ?? "127.0.0.1",
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${options.port}`,
    // Built above; an instance must not start a second build.
    SKIP_WEB_BUILD: "1",
  },
});

let stopping = false;
async function stop(signal: NodeJS.Signals, code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`\n${signal}: stopping the proxy and ${options.instances} instance(s)…`);
  await proxy.close();
  await set.stop("SIGINT");
  log("Stopped.");
  process.exit(code);
}
// Registered before the instances are waited for, so Ctrl-C during start-up also stops them.
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

try {
  await set.ready(90_000);
} catch (error) {
  // Ctrl-C during start-up stops the instances, which fails the wait: stop() is already exiting.
  if (!stopping) {
    console.error(`Could not start the cluster: ${(error as Error).message}`);
    await stop("SIGTERM", 1);
  }
}
if (!stopping) {
  // An instance that dies is skipped by the proxy; say so rather than fail silently.
  for (const instance of set.instances) {
    instance.child.on("exit", (code, signal) => {
      if (!stopping) console.error(`${instance.name} exited (${signal ?? `code ${code}`}); the proxy skips it.`);
    });
  }
  log(
    `\nProxy: http://localhost:${options.port} → ${set.instances.map((i) => `${i.name} :${i.port}`).join(", ")} `
      + `(round-robin)`,
  );
  log(`Try: curl -s http://localhost:${options.port}/api/health   ·   Ctrl-C stops everything`);
}
