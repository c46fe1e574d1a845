import crypto from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../api/db/database.js";
import { migrateToLatest } from "../../api/db/migrator.js";
import { seedDemo } from "../../api/seed/seed-demo.js";
import { addLiveUsers, type LiveUser } from "./live-users.js";
import { onCleanup } from "./cleanup.js";

// The live bench's own PostgreSQL database (instances are separate processes, so it cannot be
// the embedded one): made fresh on the server `serverUrl` names, with the demo data and the
// bench's users, and dropped at the end whatever happens (unless BENCH_KEEP is set).

export interface LiveDatabase {
  url: string;
  users: LiveUser[];
  drop(): Promise<void>;
}

async function admin(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createLiveDatabase(serverUrl: string): Promise<LiveDatabase> {
  // Random, never from input: safe to write into the DDL.
  const name = `bench_live_${crypto.randomBytes(5).toString("hex")}`;
  await admin(serverUrl, `create database ${name}`);
  const drop = onCleanup(async () => {
    if (!process.env.BENCH_KEEP) await admin(serverUrl, `drop database if exists ${name} with (force)`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ databaseUrl: url.toString() });
    try {
      await migrateToLatest(handle.db);
      await seedDemo(handle.db);
      const users = await addLiveUsers(handle.db);
      return { url: url.toString(), users, drop };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
}
