import fs from "node:fs";
import path from "node:path";

// The Database type's table names, read from its source (api/db): a type leaves nothing at run
// time to ask, and these files name each table once, as a key of one of the interfaces below.
const DB_DIR = path.resolve(import.meta.dirname, "../../api/db");
const TABLE_INTERFACES = ["Database", "DeclaredTables", "CrmTables", "BillingTables", "SystemTables"];

export function databaseTypeTables(): Set<string> {
  const names = new Set<string>();
  for (const file of fs.readdirSync(DB_DIR).filter((f) => f.endsWith(".ts"))) {
    const source = fs.readFileSync(path.join(DB_DIR, file), "utf8");
    for (const [, name, body] of source.matchAll(/export interface (\w+)[^{]*\{\n([\s\S]*?)\n\}/g)) {
      if (!TABLE_INTERFACES.includes(name)) continue;
      for (const [, table] of body.matchAll(/^ {2}(\w+): /gm)) names.add(table);
    }
  }
  return names;
}

/** Every .ts file under `dir`, relative to the repository. */
export function sourceFiles(dir: string): string[] {
  const root = path.resolve(import.meta.dirname, "../..");
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => path.join(dir, f));
}
