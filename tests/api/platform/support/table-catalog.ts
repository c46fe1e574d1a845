import { sql, type Kysely } from "kysely";

// The database's own description of its tables, read from information_schema and pg_catalog:
// what a declaration is compared with (declared-tables.test.ts), never the migrations' source.

export interface CatalogColumn {
  /** udt_name: int4, varchar, timestamptz, … */
  type: string;
  maxLength: number | null;
}

export interface CatalogIndex {
  table: string;
  unique: boolean;
  partial: boolean;
  /** The columns the index is built on, named or inside an expression (lower(name)). */
  columns: string[];
}

export interface Catalog {
  /** table -> column -> column. */
  columns: Map<string, Map<string, CatalogColumn>>;
  /** index name -> index. */
  indexes: Map<string, CatalogIndex>;
  /** Single-column foreign keys, as "table.column -> table.column". */
  foreignKeys: Set<string>;
}

export async function readCatalog(db: Kysely<any>): Promise<Catalog> {
  const columns = new Map<string, Map<string, CatalogColumn>>();
  const columnRows = await sql<{
    table_name: string;
    column_name: string;
    udt_name: string;
    character_maximum_length: number | null;
  }>`
    select table_name, column_name, udt_name, character_maximum_length
    from information_schema.columns where table_schema = current_schema()`.execute(db);
  for (const r of columnRows.rows) {
    if (!columns.has(r.table_name)) columns.set(r.table_name, new Map());
    columns.get(r.table_name)!.set(r.column_name, {
      type: r.udt_name,
      maxLength: r.character_maximum_length === null ? null : Number(r.character_maximum_length),
    });
  }

  // An expression index (lower(name)) has attnum 0 in indkey: its columns are read from the
  // expression's dependencies instead, so both kinds name the columns they cover.
  const indexRows = await sql<{ name: string; table: string; unique: boolean; partial: boolean; columns: string[] }>`
    select ic.relname as name, t.relname as table, ix.indisunique as unique, ix.indpred is not null as partial,
      array(
        select distinct a.attname::text from pg_attribute a
        where a.attrelid = t.oid and a.attnum > 0 and (
          a.attnum = any(ix.indkey::int2[])
          or exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = ix.indexrelid
                     and d.refobjid = t.oid and d.refobjsubid = a.attnum)
        )
      ) as columns
    from pg_index ix
    join pg_class ic on ic.oid = ix.indexrelid
    join pg_class t on t.oid = ix.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema()`.execute(db);
  const indexes = new Map(
    indexRows.rows.map((r) => [r.name, { table: r.table, unique: r.unique, partial: r.partial, columns: r.columns }]),
  );

  const fkRows = await sql<{ key: string }>`
    select t.relname || '.' || a.attname || ' -> ' || rt.relname || '.' || ra.attname as key
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_class rt on rt.oid = c.confrelid
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
    where c.contype = 'f' and cardinality(c.conkey) = 1 and n.nspname = current_schema()`.execute(db);
  return { columns, indexes, foreignKeys: new Set(fkRows.rows.map((r) => r.key)) };
}
