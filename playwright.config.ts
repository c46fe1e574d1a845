import { defineConfig } from "@playwright/test";
import { CONTEXT_DEFAULTS, WORKERS } from "./tests/e2e/fixtures/servers";

// Browser tests run Debian's Chromium against `npm start` on fresh embedded databases: the global
// setup starts one server per worker (ports E2E_PORT, E2E_PORT + 1, …; data in .data-e2e-<port>)
// and signs each demo role in once; specs import `test` from tests/e2e/fixtures/test.ts.
// No retries, and a test that would need one fails the run: a retry would hide the failure.

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // A file's tests run in order on one worker; files spread over the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // A test now opens its page cold (no login page warms the app first), so its first expectation
  // also waits for the app's chunks; on two busy cores that can pass 10 s. Only failures wait longer.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? "line" : "list",
  // The run ends with its ten slowest files over a minute: where to look when CI nears its limit.
  reportSlowTests: { max: 10, threshold: 60_000 },
  use: {
    headless: true,
    ...CONTEXT_DEFAULTS,
    // A trace records every step of every test, passed or not, and costs the two cores about a
    // fifth of the run; E2E_TRACE=1 turns it on to study a failure.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
