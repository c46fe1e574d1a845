import { sql, type Kysely } from "kysely";

// Search across the product (issue 15, docs/search-api.md). Spanish full text that ignores
// accents, and trigram similarity for typos, on each searched table's label and a few short
// identifying fields (never long descriptions: a label hit must not drown among body hits).
//
// `search_es` stems (unaccent, then spanish_stem); `search_simple` keeps whole words (unaccent
// only), so a half-typed word ("facturac") still prefixes the unstemmed form when its stem does
// not. search_vector() holds both, the label weighted A and the rest B so the label ranks first.
// The configurations are named with their schema inside the function: PostgreSQL 17 runs index
// expressions in maintenance (VACUUM, ANALYZE, REINDEX) with a search_path of pg_catalog only.

/** Each searched table: its label and the other short fields, as SQL over its own columns. */
const SEARCHED: readonly { table: string; title: string; rest: string }[] = [
  {
    table: "leads",
    title: "name",
    rest: "coalesce(company, '') || ' ' || translate(coalesce(email, ''), '@.-_', '    ')",
  },
  {
    table: "lead_clients",
    title: "name",
    rest: "translate(coalesce(email, ''), '@.-_', '    ') || ' ' || coalesce(tax_id, '')",
  },
  { table: "projects", title: "name", rest: "''" },
  { table: "tasks", title: "name", rest: "''" },
  { table: "tickets", title: "title", rest: "token" },
  { table: "invoices", title: "translate(coalesce(number, ''), '-/', '  ')", rest: "coalesce(notes, '')" },
  { table: "courses", title: "name", rest: "coalesce(code, '')" },
];

/** The trigram expression of each table's label; tickets' exists since 0013 (tickets_title_trgm_idx). */
const TRIGRAM: readonly { table: string; expression: string }[] = [
  { table: "leads", expression: "unaccent_lower(name)" },
  { table: "lead_clients", expression: "unaccent_lower(name)" },
  { table: "projects", expression: "unaccent_lower(name)" },
  { table: "tasks", expression: "unaccent_lower(name)" },
  { table: "invoices", expression: "unaccent_lower(number)" },
  { table: "courses", expression: "unaccent_lower(name)" },
];

const ftsIndex = (table: string) => `${table}_search_idx`;
const trgmIndex = (table: string) => `${table}_search_trgm_idx`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`create text search configuration public.search_es (copy = pg_catalog.spanish)`.execute(db);
  await sql`alter text search configuration public.search_es alter mapping for hword, hword_part, word with unaccent, spanish_stem`.execute(
    db,
  );
  await sql`create text search configuration public.search_simple (copy = pg_catalog.simple)`.execute(db);
  await sql`alter text search configuration public.search_simple alter mapping for hword, hword_part, word with unaccent, simple`.execute(
    db,
  );

  await sql`
    create function public.search_vector(title text, rest text) returns tsvector
    language sql immutable parallel safe as $$
      select setweight(to_tsvector('public.search_es'::regconfig, coalesce(title, '')) || to_tsvector('public.search_simple'::regconfig, coalesce(title, '')), 'A')
          || setweight(to_tsvector('public.search_es'::regconfig, coalesce(rest, '')) || to_tsvector('public.search_simple'::regconfig, coalesce(rest, '')), 'B')
    $$`.execute(db);

  // The expressions are fixed text of this file, never input: sql.raw is safe here.
  for (const s of SEARCHED) {
    await sql`create index ${sql.id(ftsIndex(s.table))} on ${sql.table(s.table)} using gin (search_vector(${sql.raw(s.title)}, ${sql.raw(s.rest)}))`.execute(
      db,
    );
  }
  for (const t of TRIGRAM) {
    await sql`create index ${sql.id(trgmIndex(t.table))} on ${sql.table(t.table)} using gin (${sql.raw(t.expression)} gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TRIGRAM) await sql`drop index if exists ${sql.id(trgmIndex(t.table))}`.execute(db);
  for (const s of SEARCHED) await sql`drop index if exists ${sql.id(ftsIndex(s.table))}`.execute(db);
  await sql`drop function if exists public.search_vector(text, text)`.execute(db);
  await sql`drop text search configuration if exists public.search_simple`.execute(db);
  await sql`drop text search configuration if exists public.search_es`.execute(db);
  // The extensions stay: pg_trgm is 0012's, and dropping unaccent could break what others built on it.
}
