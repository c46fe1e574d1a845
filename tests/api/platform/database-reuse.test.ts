import fs from "node:fs";
import { sql, type Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, openPGlite, type DatabaseKind } from "../../../api/db/database.js";
import { call, createTestApp } from "../../fixtures/app.js";
import { createTestDatabase, DATABASE_KINDS } from "../../fixtures/database.js";
import { adminQuery, databaseUrl, dropDatabase } from "../../fixtures/postgres-admin.js";
import { signedInUser } from "../../fixtures/users.js";

// A worker hands the database of a finished test file, reset, to its next file
// (tests/fixtures/database-reset.ts): the next file must find exactly what a fresh copy of the
// template holds, every row and every sequence, whatever the last file wrote; and a database
// whose schema a file changed must never be handed on.

async function contents(db: Kysely<any>): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>`select c.oid::regclass::text as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`.execute(
    db,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`select to_jsonb(x)::text as row from ${sql.table(name)} x`.execute(db);
    // The migrations' rows, less when they ran: a reset puts them back as they were.
    out[name] = rows.rows.map((r) => r.row.replace(/"executed_at": "[^"]*"/, "")).sort();
  }
  const sequences = await sql<{ name: string; last: number | null }>`select sequencename as name,
    last_value as last from pg_sequences where schemaname = 'public' order by 1`.execute(db);
  out["(sequences)"] = sequences.rows.map((s) => `${s.name}=${s.last}`);
  return out;
}

/** What a copy of the template holds, read from a copy made for it alone. */
async function freshContents(kind: DatabaseKind): Promise<Record<string, string[]>> {
  if (kind === "pglite") {
    const client = await openPGlite("memory://", new Blob([fs.readFileSync(process.env.TEST_PGLITE_TEMPLATE!)]));
    const handle = await openDatabase({ pglite: client });
    try {
      return await contents(handle.db);
    } finally {
      await handle.close();
    }
  }
  const name = `${process.env.TEST_POSTGRES_TEMPLATE}_fresh`;
  await adminQuery(`create database ${name} template ${process.env.TEST_POSTGRES_TEMPLATE}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(name) });
  try {
    return await contents(handle.db);
  } finally {
    await handle.close();
    await dropDatabase(name);
  }
}

describe.each(DATABASE_KINDS)("a database handed on to the next test file, on %s", (kind) => {
  const expected = freshContents(kind);
  afterAll(async () => void (await expected));

  it("holds what a fresh copy of the template holds, whatever the last file wrote", async () => {
    const t = await createTestApp(kind);
    const admin = await signedInUser(t.app, t.database.handle.db, "admin");
    const res = await call(t.app, admin.token, {
      method: "POST",
      url: "/api/lead-clients",
      payload: { name: "Dejado aquí" },
    });
    expect(res.statusCode, res.body).toBe(201);
    await sql`update company set name = 'Cambiada'`.execute(t.database.handle.db);
    await t.close();

    const next = await createTestDatabase(kind);
    try {
      expect(await contents(next.handle.db)).toEqual(await expected);
    } finally {
      await next.drop();
    }
  });

  it("is not handed on once a file changed its schema", async () => {
    const changed = await createTestDatabase(kind);
    await sql`create index reuse_test_index on company (name)`.execute(changed.handle.db);
    await changed.drop();
    for (let i = 0; i < 3; i++) {
      const next = await createTestDatabase(kind);
      const index = await sql`select 1 from pg_indexes where indexname = 'reuse_test_index'`.execute(next.handle.db);
      await next.drop();
      expect(index.rows).toEqual([]);
    }
  });
});
