import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../resources/index.js";
import { databaseTypeTables, sourceFiles } from "../fixtures/database-type-source.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

// The API queries the typed database (api/db/schema.ts); only the migrations, which are frozen,
// stay untyped. A table named at run time goes through api/db/dynamic-table.ts.
describe("the API's database is typed", () => {
  const files = sourceFiles("api").filter((f) => !f.split(path.sep).includes("migrations"));

  it("reads the API's sources", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(path.join("api", "db", "schema.ts"));
  });

  it("has no Kysely<any> nor Transaction<any> outside the migrations", () => {
    const untyped = files.flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (/\b(Kysely|Transaction)<any>/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(untyped).toEqual([]);
  });

  const tables = databaseTypeTables();
  for (const def of RESOURCES) {
    it(`${def.name}: its table ${def.table} is in the Database type`, () => {
      expect(tables.has(def.table)).toBe(true);
    });
  }
});
