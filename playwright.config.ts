import { defineConfig } from "@playwright/test";

// Browser tests run Debian's Chromium against `npm start` on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 3199);
// One data folder per port, so two runs side by side never wipe each other's database; specs
// that read the server's files (the mail outbox) find it in E2E_DATA_DIR.
const dataDir = `.data-e2e-${port}`;
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    locale: "es-ES",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: `node -e "require('fs').rmSync('${dataDir}',{recursive:true,force:true})" && npm start`,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "development" },
  },
});
