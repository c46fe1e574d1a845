import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "./config.js";
import { openMigratedDatabase } from "./db/bootstrap.js";
import { isEmpty, seedDemo } from "./seed/seed-demo.js";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/demo-users.js";
import { buildApp } from "./server.js";

// `npm start`: builds the web app when it is missing, migrates, seeds an empty database with
// demo data, then serves the API and the web app on one port.
const config = loadConfig();

if (!process.env.SKIP_WEB_BUILD && !fs.existsSync(path.join(config.webDir, "index.html"))) {
  console.log("Building the web app (first start)…");
  const { build } = await import("vite");
  await build({ configFile: path.resolve("vite.config.ts"), logLevel: "warn" });
}

const database = await openMigratedDatabase(config);
let seeded = false;
if (config.seedDemo && (await isEmpty(database.db))) {
  await seedDemo(database.db);
  seeded = true;
}

const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
console.log(`\nGestión is running at ${url}  (API docs: ${url}/api/docs)`);
console.log(`Database: ${database.kind === "pglite" ? `embedded, in ${path.join(config.dataDir, "pglite")}` : "PostgreSQL (DATABASE_URL)"}${seeded ? ", demo data added" : ""}`);
if (config.seedDemo) {
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(", ")}\n`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
