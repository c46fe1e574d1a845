import { sql } from "kysely";
import { col, vector, clientJoin, type SearchKind } from "../search/search-kinds.js";

/** What the header's search finds of billing: its invoices (api/modules/search). */
export const BILLING_SEARCH_KINDS: readonly SearchKind[] = [
  {
    kind: "invoices",
    resource: "invoices",
    table: "invoices",
    vector: vector(
      sql`translate(coalesce(${col("invoices", "number")}, ''), '-/', '  ')`,
      sql`coalesce(${col("invoices", "notes")}, '')`,
    ),
    trigram: sql`unaccent_lower(${col("invoices", "number")})`,
    joins: clientJoin("invoices"),
    title: col("invoices", "number"),
    subtitle: [sql.ref("search_client.name")],
    money: col("invoices", "total"),
    byClient: true,
  },
];
