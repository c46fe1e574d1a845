import { sql } from "kysely";
import { col, vector, clientJoin, type SearchKind } from "../search/search-kinds.js";

/** What the header's search finds of support: its tickets (api/modules/search). */
export const SUPPORT_SEARCH_KINDS: readonly SearchKind[] = [
  {
    kind: "tickets",
    resource: "tickets",
    table: "tickets",
    vector: vector(col("tickets", "title"), col("tickets", "token")),
    trigram: sql`unaccent_lower(${col("tickets", "title")})`,
    joins: clientJoin("tickets"),
    title: col("tickets", "title"),
    subtitle: [col("tickets", "token"), sql.ref("search_client.name")],
    token: col("tickets", "token"),
  },
];
