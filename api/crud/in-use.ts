import { sql, type Kysely } from "kysely";
import type { TFunction } from "i18next";
import { conflict, type AppError } from "../errors.js";
import type { Database } from "../db/schema.js";

interface ReferenceViolation {
  code: string;
  schema?: string;
  table?: string;
  constraint?: string;
}

// 23503 (no action) and 23001 (on delete restrict) both mean "rows of another table point here";
// PostgreSQL names that table and the constraint, whose column the catalog knows.
export function isReferenceViolation(error: unknown): error is ReferenceViolation {
  const code = (error as ReferenceViolation)?.code;
  return (code === "23503" || code === "23001") && typeof (error as ReferenceViolation).table === "string";
}

/** The 409 for deleting a row still in use: how many rows of which (localized) table hold it. */
export async function inUseError(
  db: Kysely<Database>,
  error: ReferenceViolation,
  id: number,
  t: TFunction,
): Promise<AppError> {
  const table = error.table!;
  const label = t(`errors:tables.${table}`, { defaultValue: table });
  const count = await countReferences(db, error, id).catch(() => undefined);
  return conflict(count === undefined ? "errors:inUseUnknown" : "errors:inUse", { count, table: label });
}

async function countReferences(
  db: Kysely<Database>,
  error: ReferenceViolation,
  id: number,
): Promise<number | undefined> {
  const schema = error.schema ?? "public";
  const found = await sql<{ column: string }>`
    select a.attname as "column"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.conname = ${error.constraint ?? ""} and c.conrelid = to_regclass(quote_ident(${schema}) || '.' ||
    quote_ident(${error.table}))`.execute(db);
  const column = found.rows[0]?.column;
  if (!column) return undefined;
  // Names below come from PostgreSQL's own error and catalog, never from the request.
  const result = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(`${schema}.${error.table}`)} where ${sql.ref(column)} = ${id}`.execute(
    db,
  );
  return Number(result.rows[0]?.n ?? 0);
}
