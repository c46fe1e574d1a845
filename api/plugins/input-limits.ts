import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.js";

// What one request may cost, whoever sends it. A body of 50,000 unknown keys used to be parsed
// whole, checked key by key and answered with one translated error per key (2 MB, the event loop
// held for most of a second). Now its shape is checked on the raw text before it is parsed: the
// first object past the limits ends the work, and the answer is a short 400. The schema's own
// checks are bounded in validation.ts (arrays without maxItems, how many errors are collected),
// and every 422 names a few dozen fields at most (plugins/errors.ts).
export const INPUT_LIMITS = {
  /** Keys in one JSON object. The widest body the API takes has 19 fields. */
  keysPerObject: 100,
  /** Objects and arrays inside one another. The deepest body the API takes has 4 levels. */
  depth: 12,
  /** Items in one JSON array, before any schema. The longest list the API takes holds 5,000 ids. */
  arrayItems: 10_000,
  /** Items of an array whose schema sets no maxItems. */
  schemaArrayItems: 1_000,
  /** name=value pairs in a query string or a form body (a list takes at most 100 values of a filter). */
  pairs: 200,
  /** Mistakes one 422 reports: enough for any form; past them the answer says no more. */
  errors: 40,
  /** Values in a body past which a 422 names its first mistake only, not every one. */
  fullReportValues: 2_000,
} as const;

type Breach = { key: string; max: number };

const OPEN_OBJECT = 123; // {
const CLOSE_OBJECT = 125; // }
const OPEN_ARRAY = 91; // [
const CLOSE_ARRAY = 93; // ]
const COMMA = 44;
const QUOTE = 34;
const BACKSLASH = 92;

/**
 * The first limit a JSON text goes past, or null, read in one pass over its characters without
 * building anything: commas count the members of the innermost open object or array.
 * Malformed text is left for the parser to refuse.
 */
export function jsonBreach(text: string): Breach | null {
  const isObject: boolean[] = [];
  const members: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Skip the string, escapes included.
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (isObject.length >= INPUT_LIMITS.depth) return { key: "errors:input.tooDeep", max: INPUT_LIMITS.depth };
      isObject.push(c === OPEN_OBJECT);
      members.push(1);
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      isObject.pop();
      members.pop();
    } else if (c === COMMA && members.length) {
      const top = members.length - 1;
      members[top] += 1;
      if (isObject[top] && members[top] > INPUT_LIMITS.keysPerObject)
        return { key: "errors:input.tooManyFields", max: INPUT_LIMITS.keysPerObject };
      if (!isObject[top] && members[top] > INPUT_LIMITS.arrayItems)
        return { key: "errors:input.tooManyItems", max: INPUT_LIMITS.arrayItems };
    }
  }
  return null;
}

/** The limit a query string or form body goes past, counted before it is parsed. */
export function pairsBreach(text: string): Breach | null {
  let pairs = 1;
  for (let i = text.indexOf("&"); i !== -1; i = text.indexOf("&", i + 1)) {
    if (++pairs > INPUT_LIMITS.pairs) return { key: "errors:input.tooManyParameters", max: INPUT_LIMITS.pairs };
  }
  return null;
}

export const inputTooComplex = (breach: Breach) => new AppError(400, breach.key, { max: breach.max });

/** Marks a parsed query string that went past the limits (it is answered 400 before any route runs). */
export const QUERY_BREACH = Symbol("query breach");

/**
 * JSON bodies are checked before they are parsed (the parser is Fastify's own, with its
 * prototype-poisoning checks); query strings before any route sees them.
 */
export function registerInputLimits(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const breach = jsonBreach(body as string);
    if (breach) return done(inputTooComplex(breach), undefined);
    return parseJson(request, body as string, done);
  });
  app.addHook("onRequest", async (request) => {
    const breach = (request.query as Record<symbol, Breach | undefined>)[QUERY_BREACH];
    if (breach) throw inputTooComplex(breach);
  });
}
