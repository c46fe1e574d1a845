import { openDatabase } from "../api/db/database.js";
import { migrateToLatest } from "../api/db/migrator.js";
import { seedDemo } from "../api/seed/seed-demo.js";
import { ensureWebBuild, startBenchServer } from "./bench/bench-server.js";
import { benchLighthouse } from "./bench/lighthouse-a11y.js";

// `npm run bench:lighthouse`: Lighthouse's accessibility score of the sign-in page and the
// dashboard (scripts/bench/lighthouse-a11y.ts) on the demo data, in memory (docs/accessibility.md#lighthouse).
// The whole bench measures the same on its large data set.
const log = (line: string) => console.log(line);
const webDir = await ensureWebBuild(log);
const database = await openDatabase({ pgliteDir: "memory://" });
await migrateToLatest(database.db);
await seedDemo(database.db);
const server = await startBenchServer(database, webDir);
try {
  console.table(await benchLighthouse(server));
} finally {
  await server.close();
  await database.close();
}
process.exit(0);
