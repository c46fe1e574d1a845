import type { FastifyInstance } from "fastify";
import { inputTooComplex, pairsBreach } from "../../plugins/input-limits.js";

// A plain HTML form posts application/x-www-form-urlencoded: every value is text and every
// field is sent, empty or not. Both kinds of body are brought to one shape before the schema
// sees them, so a JSON client and a form are held to the same rules.

/** Registers the form parser in the caller's scope only: the rest of the API stays JSON. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    // A public form: held to the same limits as a query string before anything is parsed.
    const breach = pairsBreach(body as string);
    if (breach) return done(inputTooComplex(breach), undefined);
    const out: Record<string, unknown> = Object.create(null);
    for (const [key, value] of new URLSearchParams(body as string)) {
      // A repeated field becomes a list, which the schema refuses, rather than silently one of them.
      out[key] = key in out ? ([] as unknown[]).concat(out[key], value) : value;
    }
    done(null, out);
  });
}

const INTEGER_FIELDS = new Set(["service_id"]);

/** Trims text, drops empty fields and reads the id a form sends as text as a number. */
export function normaliseBody(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, raw] of Object.entries(body)) {
    const value = typeof raw === "string" ? raw.trim() : raw;
    if (value === "" || value === null) continue;
    out[key] = INTEGER_FIELDS.has(key) && typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  }
  return out;
}
