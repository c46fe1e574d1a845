import { sql, type Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import { can, getResource } from "../../../resources/index.js";
import { formatMoney } from "../../../resources/kit/money.js";
import { requireUser } from "../../plugins/auth.js";
import { rowScopeFor, scopeCondition } from "../../crud/row-scope.js";
import type { SearchKind } from "./search-kinds.js";
import { searchKind, type FoundRow } from "./kind-search.js";
import type { SearchRequest } from "./search-request.js";
import type { Database } from "../../db/schema.js";

// The answer of GET /api/search: one group per kind the user may list, searched inside exactly
// the rows that list would show them (rowScopeFor + scopeCondition: a commercial user's own and
// unassigned leads, a client's own client record, projects, tickets and issued invoices).

/**
 * How alike a label's closest stretch must be to the typed words. One wrong letter in the middle
 * of a six-letter word spoils three of its seven trigrams: "garsia" is 0.43 like "Pedro García"
 * (pg_trgm's default, 0.6, would miss it), while unrelated names stay under 0.3.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

export interface SearchItem {
  id: number;
  title: string;
  subtitle: string | null;
  match: FoundRow["match"];
  /** A ticket's token, which names its page. */
  token?: string;
}

export interface SearchGroup {
  kind: string;
  resource: string;
  more: boolean;
  items: SearchItem[];
}

export async function searchGroups(
  db: Kysely<Database>,
  request: FastifyRequest,
  search: SearchRequest,
  searched: readonly SearchKind[],
): Promise<SearchGroup[]> {
  const user = requireUser(request);
  const kinds = searched.filter((k) => can(getResource(k.resource)!, user.roles, "list"));
  // Nothing to match (punctuation only), or nothing the user may list: no query at all.
  if (!search.words.length || !kinds.length) return [];
  const item = await itemFormatter(
    db,
    request,
    kinds.some((k) => k.money),
  );
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)},
      true)`.execute(trx);
    const groups: SearchGroup[] = [];
    for (const kind of kinds) {
      const def = getResource(kind.resource)!;
      const scope = scopeCondition(def, await rowScopeFor(trx, def, request, "list"));
      const { rows, more } = await searchKind(trx, kind, search.words, search.needle, scope, search.limit);
      if (rows.length) groups.push({ kind: kind.kind, resource: kind.resource, more, items: rows.map(item) });
    }
    return groups;
  });
}

/** Rows to items in the reader's language: a draft invoice's title, amounts in the company's currency. */
async function itemFormatter(
  db: Kysely<Database>,
  request: FastifyRequest,
  withMoney: boolean,
): Promise<(row: FoundRow) => SearchItem> {
  const company = withMoney
    ? await db.selectFrom("company").select("currency").where("id", "=", 1).executeTakeFirst()
    : undefined;
  const locale = request.lang === "en" ? "en-GB" : "es-ES";
  const currency = String(company?.currency ?? "EUR");
  const draft = request.t("search-api:draft");
  return (row) => {
    const parts = [...row.parts, row.money === null ? null : formatMoney(row.money, locale, { currency })].filter(
      (p): p is string => typeof p === "string" && p !== "",
    );
    const item: SearchItem = {
      id: row.id,
      title: row.title ?? draft,
      subtitle: parts.length ? parts.join(" · ") : null,
      match: row.match,
    };
    if (row.token) item.token = row.token;
    return item;
  };
}
