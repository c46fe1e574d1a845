import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { CLIENT_VECTOR, type SearchKind } from "./search-kinds.js";
import { textQuery } from "./text-query.js";
import type { Database } from "../../db/schema.js";

// One kind's matches inside the reader's scope: full-text hits first (by rank), and when they are
// fewer than the limit, trigram (typo) hits to fill the group (by similarity); ties by id.
//
// A common prefix ("ma") can match tens of thousands of rows, and ranking needs each row's
// vector: each step takes at most CANDIDATES rows straight off the index, then ranks those. The
// order among more matches than that is approximate, and `more` is true anyway.
const CANDIDATES = 200;

export interface FoundRow {
  id: number;
  title: string | null;
  parts: (string | null)[];
  money: number | null;
  token: string | null;
  match: "text" | "similar";
}

export interface KindMatches {
  rows: FoundRow[];
  more: boolean;
}

interface RawRow {
  id: number;
  title: string | null;
  money: number | null;
  token: string | null;
  [part: `part_${number}`]: string | null;
}

function selectList(kind: SearchKind): RawBuilder<unknown> {
  const parts = kind.subtitle.map((part, i) => sql`${part} as ${sql.id(`part_${i}`)}`);
  return sql.join([
    sql`${sql.ref(`${kind.table}.id`)} as id`,
    sql`${kind.title} as title`,
    sql`${kind.money ?? sql`null`} as money`,
    sql`${kind.token ?? sql`null`} as token`,
    ...parts,
  ]);
}

function toFound(kind: SearchKind, row: RawRow, match: FoundRow["match"]): FoundRow {
  return {
    id: row.id,
    title: row.title,
    parts: kind.subtitle.map((_, i) => row[`part_${i}`] ?? null),
    money: row.money,
    token: row.token,
    match,
  };
}

/** How many matching clients a kind found by its client looks through. */
const CLIENTS = 100;

/**
 * The candidates: rows whose own document matches and, for a kind also found by its client, rows
 * of a matching client not matched already. The clients are found first, on their own full-text
 * index, and their rows then through the client_id index: in one statement the planner, guessing
 * thousands of rows, reads the whole table (125 ms on 100,000 invoices when the clients found
 * have none), and an OR of both matches would compute every row's document.
 */
async function candidates(
  db: Kysely<Database>,
  kind: SearchKind,
  query: RawBuilder<unknown>,
  scope: RawBuilder<SqlBool>,
): Promise<RawBuilder<unknown>> {
  const own = sql<SqlBool>`${kind.vector} @@ ${query}`;
  const branch = (match: RawBuilder<SqlBool>) => sql`(
      select ${selectList(kind)}, ${kind.vector} as search_doc
      from ${sql.table(kind.table)} ${kind.joins}
      where ${match} and ${scope}
      limit ${CANDIDATES})`;
  if (!kind.byClient) return branch(own);
  const { rows } = await sql<{
    id: number;
  }>`select lead_clients.id from lead_clients where ${CLIENT_VECTOR} @@ ${query} limit ${CLIENTS}`.execute(db);
  if (!rows.length) return branch(own);
  const ofClient = sql<SqlBool>`${sql.ref(`${kind.table}.client_id`)} in (${sql.join(rows.map((r) => r.id))}) and not
    (${own})`;
  return sql`${branch(own)} union all ${branch(ofClient)}`;
}

// A row matched through its client ranks 0 on its own document: after the rows matched directly.
async function textHits(
  db: Kysely<Database>,
  kind: SearchKind,
  words: readonly string[],
  scope: RawBuilder<SqlBool>,
  take: number,
): Promise<RawRow[]> {
  const query = textQuery(words);
  const { rows } = await sql<RawRow>`
    select found.* from (${await candidates(db, kind, query, scope)}) as found
    order by ts_rank(found.search_doc, ${query}) desc, found.id
    limit ${take}`.execute(db);
  return rows;
}

/**
 * The planner counts a word similarity as cheap as an equality, so on a few thousand rows it reads
 * them all (or a name-ordered btree) computing one per row: several times slower than taking the
 * candidates off the trigram index, which has already dropped those without enough trigrams in
 * common (on 2,000 projects, 35 ms against 5). For the similar step alone, in the search's
 * transaction, only bitmap scans are left to it: the trigram index, and the keys of the joins.
 */
async function trigramIndexOnly(db: Kysely<Database>, on: boolean): Promise<void> {
  const value = on ? "off" : "on";
  await sql`select set_config('enable_seqscan', ${value}, true), set_config('enable_indexscan', ${value},
    true)`.execute(db);
}

async function similarHits(
  db: Kysely<Database>,
  kind: SearchKind,
  needle: string,
  scope: RawBuilder<SqlBool>,
  exclude: number[],
  take: number,
): Promise<RawRow[]> {
  const target = sql`unaccent_lower(${needle})`;
  const notFound = exclude.length
    ? sql<SqlBool>`${sql.ref(`${kind.table}.id`)} not in (${sql.join(exclude)})`
    : sql<SqlBool>`true`;
  await trigramIndexOnly(db, true);
  const { rows } = await sql<RawRow>`
    select found.* from (
      select ${selectList(kind)}, word_similarity(${target}, ${kind.trigram}) as search_score
      from ${sql.table(kind.table)} ${kind.joins}
      where ${target} <% ${kind.trigram} and ${notFound} and ${scope}
      limit ${CANDIDATES}
    ) as found
    order by found.search_score desc, found.id
    limit ${take}`.execute(db);
  await trigramIndexOnly(db, false);
  return rows;
}

/**
 * The first `limit` matches and whether there are more. Runs inside the search's transaction,
 * which has set the word-similarity threshold (search-groups.ts).
 */
export async function searchKind(
  db: Kysely<Database>,
  kind: SearchKind,
  words: readonly string[],
  needle: string,
  scope: RawBuilder<SqlBool>,
  limit: number,
): Promise<KindMatches> {
  const text = words.length ? await textHits(db, kind, words, scope, limit + 1) : [];
  if (text.length > limit) return { rows: text.slice(0, limit).map((r) => toFound(kind, r, "text")), more: true };
  const room = limit - text.length;
  // With the group already full, one similar row still says whether there are more.
  const similar = await similarHits(
    db,
    kind,
    needle,
    scope,
    text.map((r) => r.id),
    room + 1,
  );
  return {
    rows: [
      ...text.map((r) => toFound(kind, r, "text")),
      ...similar.slice(0, room).map((r) => toFound(kind, r, "similar")),
    ],
    more: similar.length > room,
  };
}
