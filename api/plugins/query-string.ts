import { parse } from "node:querystring";
import { pairsBreach, QUERY_BREACH } from "./input-limits.js";

/**
 * Every route's query string as an object without a prototype, so a parameter named
 * "constructor", "toString" or "__proto__" is an unknown name like any other, never a member
 * inherited from Object. Repeated names become arrays; bad percent-encoding is kept as sent.
 * One with more pairs than INPUT_LIMITS allows is not parsed: it is marked, and answered 400.
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  const query = Object.create(null) as Record<string, string | string[]>;
  const breach = pairsBreach(text);
  if (breach) return Object.assign(query, { [QUERY_BREACH]: breach });
  return Object.assign(query, parse(text, "&", "=", { maxKeys: 0 }));
}
