import { parse } from "node:querystring";

/**
 * Every route's query string as an object without a prototype, so a parameter named
 * "constructor", "toString" or "__proto__" is an unknown name like any other, never a member
 * inherited from Object. Repeated names become arrays; bad percent-encoding is kept as sent.
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  return Object.assign(Object.create(null) as Record<string, string | string[]>, parse(text, "&", "=", { maxKeys: 0 }));
}
