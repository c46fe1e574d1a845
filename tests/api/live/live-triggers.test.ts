import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { RESOURCES } from "../../../resources/index.js";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../../fixtures/database.js";

// A table added later must be watched too (`select live_watch('the_table')` in its migration):
// this fails for any declared resource whose table would change without anyone hearing of it.
for (const kind of DATABASE_KINDS) {
  describe(`live triggers on ${kind}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(async () => database?.drop());

    it("watches the table of every declared resource, for creates, updates and deletes", async () => {
      const db = database.handle.db as unknown as Kysely<any>;
      const { rows } = await sql<{ table: string; trigger: string }>`
        select c.relname as table, t.tgname as trigger from pg_trigger t join pg_class c on c.oid = t.tgrelid where
        t.tgname like 'live\\_%'`.execute(db);
      const watched = (table: string) =>
        rows
          .filter((r) => r.table === table)
          .map((r) => r.trigger)
          .sort();
      for (const def of RESOURCES)
        expect([def.name, watched(def.table)]).toEqual([def.name, ["live_created", "live_deleted", "live_updated"]]);
    });
  });
}
