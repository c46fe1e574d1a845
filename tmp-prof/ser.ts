import os from "node:os"; import path from "node:path"; import fs from "node:fs";
import { loadConfig } from "../api/config.js";
import { buildApp } from "../api/server.js";
import { openDatabase } from "../api/db/database.js";
const config = loadConfig({ NODE_ENV: "test" }, { dataDir: path.join(os.tmpdir(), "gestion-test"), jwtSecret: "test-secret-test-secret-test-secret", webDir: "/nonexistent", trustProxy: true, forgotPasswordMinMs: 0 });
const handle = await openDatabase({ pgliteDir: "memory://", pgliteDataDir: new Blob([fs.readFileSync("/tmp/tpl.tar")]) });
for (let b = 0; b < 3; b++) {
  const app = await buildApp({ config, database: { ...handle, close: async () => {} } });
  await app.ready(); await app.close();
  console.log(JSON.stringify({ ...(globalThis as any).__ser, ids: undefined }));
}
process.exit(0);
