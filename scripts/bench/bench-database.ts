import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../api/db/database.js";
import { migrateToLatest } from "../../api/db/migrator.js";
import { isEmpty, seedDemo } from "../../api/seed/seed-demo.js";
import { hasLargeData, seedLargeData, type LargeDataReport } from "../../api/seed/large-data.js";

// The bench's database: a fresh one with the demo and the large data set. PostgreSQL when
// BENCH_DATABASE_URL names a server (a new database is made there and dropped at the end),
// else the embedded one in a new folder (or in BENCH_DATA_DIR, kept and reused across runs).

export interface BenchDatabase {
  handle: DatabaseHandle;
  label: string;
  /** How long the large data set took to load, when this run loaded it. */
  seed: { seconds: number; steps: LargeDataReport } | null;
  close(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function open(): Promise<{ handle: DatabaseHandle; label: string; close: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `bench_${crypto.randomBytes(5).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    return {
      handle,
      label: "PostgreSQL",
      async close() {
        await handle.close();
        if (!process.env.BENCH_KEEP) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const kept = process.env.BENCH_DATA_DIR;
  const dir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), "gestion-bench-"));
  const handle = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
  return {
    handle,
    label: "PGlite (embedded)",
    async close() {
      await handle.close();
      if (!kept) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function openBenchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  const { handle, label, close } = await open();
  await migrateToLatest(handle.db);
  if (await isEmpty(handle.db)) await seedDemo(handle.db);
  let seed: BenchDatabase["seed"] = null;
  if (!(await hasLargeData(handle.db))) {
    log(`Loading 2,000 projects, 50,000 tasks, 100,000 leads, 50,000 tickets and 100,000 invoices into ${label}…`);
    const began = performance.now();
    const steps = await seedLargeData(handle.db, undefined, (line) => log(`  ${line}`));
    seed = { seconds: Number(((performance.now() - began) / 1000).toFixed(1)), steps };
  }
  return { handle, label, seed, close };
}
