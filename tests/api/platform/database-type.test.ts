import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../../fixtures/database.js";
import { databaseTypeTables } from "../../fixtures/database-type-source.js";
import { readCatalog, type Catalog } from "./support/table-catalog.js";

// Every table the migrations create is in the API's Database type (api/db/schema.ts), so a
// module that queries it is type-checked; Kysely's own bookkeeping tables excepted.
for (const kind of DATABASE_KINDS) {
  describe(`the Database type against the migrated tables on ${kind}`, () => {
    let database: TestDatabase;
    let catalog: Catalog;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      catalog = await readCatalog(database.handle.db);
    });
    afterAll(() => database?.drop());

    it("names every table of the database, and no other", () => {
      const migrated = [...catalog.columns.keys()].filter((t) => !t.startsWith("kysely_migration")).sort();
      expect(migrated.length).toBeGreaterThan(50);
      expect([...databaseTypeTables()].sort()).toEqual(migrated);
    });
  });
}
