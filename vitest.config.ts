import os from "node:os";
import { defineConfig } from "vitest/config";

// The projects share one pool of workers, one per core: the unit tests, the API tests on the
// embedded database and, when TEST_DATABASE_URL names a server, the API tests on PostgreSQL.
// Each database project migrates a template once (tests/fixtures/database-template.ts) and
// every test file runs on a copy of it.

// Files that replace a module (vi.mock) need a module cache of their own; they touch no database,
// so they run once, in a project of their own that keeps the per-file isolation.
const OWN_MODULES = ["tests/api/mail/outbox-atomic.test.ts"];

const apiProject = (kind: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: kind,
    include: ["tests/api/**/*.test.ts"],
    exclude: [...OWN_MODULES, "node_modules/**"],
    globalSetup: ["tests/fixtures/database-template.ts"],
    // Files share a worker's loaded modules (each still builds its own app on its own database):
    // loading the app once per file took 40 % of the suite's time.
    isolate: false,
    // argon2 at its floor: the suite hashes a password for every user it signs in.
    env: { TEST_DATABASE_KIND: kind, PASSWORD_HASH_COST: "minimal" },
  },
});

export default defineConfig({
  test: {
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default leaves a core idle (cores - 1), which on a 2-core CI halves the speed.
    maxWorkers: os.availableParallelism(),
    projects: [
      { extends: true, test: { name: "own-modules", include: OWN_MODULES } },
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
          exclude: ["tests/api/**", "tests/e2e/**", "node_modules/**"],
          setupFiles: ["tests/web/setup-languages.ts"],
        },
      },
      apiProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("postgres")] : []),
    ],
  },
});
