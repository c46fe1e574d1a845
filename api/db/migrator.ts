import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promises as fs } from "node:fs";
import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import type { Database } from "./schema.js";

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");

// Reads migrations/NNNN_name.ts in name order; each exports up() and down().
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f)).sort();
    const entries = await Promise.all(
      files.map(
        async (file) =>
          [file.replace(/\.ts$/, ""), await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)] as const,
      ),
    );
    return Object.fromEntries(entries);
  }
}

/** How many migrations the database has not had yet. */
export async function pendingMigrations(db: Kysely<Database>): Promise<number> {
  const migrations = await new Migrator({ db, provider: new FolderMigrationProvider() }).getMigrations();
  return migrations.filter((m) => !m.executedAt).length;
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
