import { sql, type RawBuilder } from "kysely";

// The full-text query of a search: every word must match (&&), each as a prefix, either stemmed
// (search_es: "facturas" meets "factura") or whole (search_simple: "facturac" meets "facturación",
// whose stem "facturacion" it does not prefix). A word is letters and digits only
// (search-request.ts), quoted as one lexeme: nothing typed can reach tsquery's syntax. A Spanish
// stop word ("de") gives an empty stemmed query, and the whole-word one still holds.
export function textQuery(words: readonly string[]): RawBuilder<unknown> {
  const each = words.map((word) => {
    const lexeme = `'${word}':*`;
    return sql`(to_tsquery('public.search_es', ${lexeme}) || to_tsquery('public.search_simple', ${lexeme}))`;
  });
  return sql`(${sql.join(each, sql` && `)})`;
}
