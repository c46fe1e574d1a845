import { badRequest } from "../../errors.js";

// What GET /api/search was asked, checked here rather than by the schema so each mistake gets its
// own message (the schema only refuses unknown parameters).
export const QUERY_MIN = 2;
export const QUERY_MAX = 100;
export const LIMIT_MIN = 1;
export const LIMIT_MAX = 20;
export const LIMIT_DEFAULT = 5;
/** Words past these are ignored: each one is another prefix lookup in every index. */
const MAX_WORDS = 10;

export interface SearchRequest {
  /** The query as typed, trimmed (echoed back). */
  q: string;
  /** Its words (letters and digits), each matched as a prefix; all of them must match. */
  words: string[];
  /** The words joined by spaces: the trigram needle, lowercased and unaccented by the database. */
  needle: string;
  limit: number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: a query with control characters is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

export function parseSearchRequest(query: Record<string, unknown>): SearchRequest {
  const raw = query.q;
  if (raw !== undefined && typeof raw !== "string")
    throw badRequest("search-api:queryLength", { min: QUERY_MIN, max: QUERY_MAX });
  const q = (raw ?? "").trim();
  if ([...q].length < QUERY_MIN || [...q].length > QUERY_MAX)
    throw badRequest("search-api:queryLength", { min: QUERY_MIN, max: QUERY_MAX });
  if (CONTROL.test(q)) throw badRequest("search-api:queryInvalid");
  const words = q
    .normalize("NFC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return { q, words, needle: words.join(" "), limit: parseLimit(query.limit) };
}

function parseLimit(value: unknown): number {
  if (value === undefined) return LIMIT_DEFAULT;
  const text = typeof value === "string" ? value.trim() : "";
  const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(n >= LIMIT_MIN && n <= LIMIT_MAX)) throw badRequest("search-api:limit", { min: LIMIT_MIN, max: LIMIT_MAX });
  return n;
}
