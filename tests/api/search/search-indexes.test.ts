import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { down, up } from "../../../migrations/0017_search.js";
import { API_MANIFESTS } from "../../../api/modules/manifests.js";
import { textQuery } from "../../../api/modules/search/text-query.js";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../../fixtures/database.js";

// Every kind an area's manifest names: one added later is checked too.
const SEARCH_KINDS = API_MANIFESTS.flatMap((m) => m.searchKinds ?? []);

// Migration 0017: the search's full-text and trigram indexes exist, are on the very expressions
// the search queries (else the planner cannot use them), and the migration is undone and redone.
const TABLES = ["leads", "lead_clients", "projects", "tasks", "tickets", "invoices", "courses"];

async function searchIndexes(db: Kysely<any>): Promise<string[]> {
  const rows = await sql<{
    indexname: string;
  }>`select indexname from pg_indexes where indexname like '%search%' order by 1`.execute(db);
  return rows.rows.map((r) => r.indexname);
}

const ROLLBACK = new Error("rollback");

/**
 * The plan of a query on these empty tables, where the planner rightly prefers reading a table
 * whole, or a btree whole: both are ruled out (the btrees dropped inside a transaction that is
 * rolled back), so the plan names a GIN index exactly when the query's expression is the index's.
 */
async function plan(db: Kysely<any>, table: string, query: ReturnType<typeof sql>): Promise<string> {
  let text = "";
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const btrees = await sql<{
        name: string;
      }>`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid =
        c.relam
        where i.indrelid = ${table}::regclass and am.amname = 'btree' and not exists (select 1 from pg_constraint k
        where k.conindid = i.indexrelid)`.execute(trx);
      for (const b of btrees.rows) await sql`drop index ${sql.id(b.name)}`.execute(trx);
      text = (await sql<{ "QUERY PLAN": string }>`explain ${query}`.execute(trx)).rows
        .map((r) => r["QUERY PLAN"])
        .join("\n");
      throw ROLLBACK;
    })
    .catch((error) => {
      if (error !== ROLLBACK) throw error;
    });
  return text;
}

describe.each(DATABASE_KINDS)("search indexes on %s", (kind) => {
  let database: TestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.handle.db as Kysely<any>;
  });
  afterAll(() => database.drop());

  it("has a full-text and a trigram index on every searched table", async () => {
    const names = await searchIndexes(db);
    for (const table of TABLES) expect(names).toContain(`${table}_search_idx`);
    for (const table of TABLES.filter((t) => t !== "tickets")) expect(names).toContain(`${table}_search_trgm_idx`);
  });

  it.each(SEARCH_KINDS.map((k) => [k.kind, k] as const))("reads %s's matches off its indexes", async (_kind, k) => {
    const text = await plan(
      db,
      k.table,
      sql`select id from ${sql.table(k.table)} where ${k.vector} @@ ${textQuery(["garcia"])}`,
    );
    expect(text).toContain(`${k.table}_search_idx`);
    const similar = await plan(
      db,
      k.table,
      sql`select id from ${sql.table(k.table)} where unaccent_lower(${"garsia"}) <% ${k.trigram}`,
    );
    expect(similar).toContain(k.table === "tickets" ? "tickets_title_trgm_idx" : `${k.table}_search_trgm_idx`);
  });

  it("is undone and redone", async () => {
    const before = await searchIndexes(db);
    await down(db);
    expect(await searchIndexes(db)).toEqual([]);
    const configs = await sql<{
      cfgname: string;
    }>`select cfgname from pg_ts_config where cfgname like 'search_%'`.execute(db);
    expect(configs.rows).toEqual([]);
    await up(db);
    expect(await searchIndexes(db)).toEqual(before);
  });
});
