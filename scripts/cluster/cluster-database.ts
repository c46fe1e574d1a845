import pg from "pg";
import { loadConfig } from "../../api/config.js";
import { openMigratedDatabase } from "../../api/db/bootstrap.js";
import { isEmpty, seedDemo } from "../../api/seed/seed-demo.js";

// The one PostgreSQL database every instance shares: made when missing, migrated and seeded once
// here, before any instance starts, so N instances never race to migrate or seed it.

export const DEFAULT_CLUSTER_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/gestion_cluster";

/** The same server's maintenance database, where CREATE DATABASE can be run. */
export function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return url.toString();
}

export function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new Error(`The database name in DATABASE_URL must be a plain identifier, got "${name}"`);
  return name;
}

/** Creates the database DATABASE_URL names when the server does not have it; true when it did. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const name = databaseName(databaseUrl);
  const admin = new pg.Client({ connectionString: maintenanceUrl(databaseUrl) });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount) return false;
    // The name was checked above: a plain identifier is safe to write into the DDL.
    await admin.query(`create database ${name}`);
    return true;
  } finally {
    await admin.end();
  }
}

/** Migrates, and adds the demo data to an empty database; true when it seeded. */
export async function prepareDatabase(databaseUrl: string): Promise<boolean> {
  const handle = await openMigratedDatabase(loadConfig({ ...process.env, DATABASE_URL: databaseUrl }));
  try {
    if (!(await isEmpty(handle.db))) return false;
    await seedDemo(handle.db);
    return true;
  } finally {
    await handle.close();
  }
}
