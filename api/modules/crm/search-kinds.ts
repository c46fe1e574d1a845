import { sql } from "kysely";
import { col, vector, spaced, none, CLIENT_VECTOR, type SearchKind } from "../search/search-kinds.js";

/** What the header's search finds of crm: its leads and clients (api/modules/search). */
export const CRM_SEARCH_KINDS: readonly SearchKind[] = [
  {
    kind: "leads",
    resource: "leads",
    table: "leads",
    vector: vector(
      col("leads", "name"),
      sql`coalesce(${col("leads", "company")}, '') || ' ' || ${spaced(col("leads", "email"))}`,
    ),
    trigram: sql`unaccent_lower(${col("leads", "name")})`,
    joins: none,
    title: col("leads", "name"),
    subtitle: [col("leads", "company"), col("leads", "email")],
  },
  {
    kind: "clients",
    resource: "lead-clients",
    table: "lead_clients",
    vector: CLIENT_VECTOR,
    trigram: sql`unaccent_lower(${col("lead_clients", "name")})`,
    joins: none,
    title: col("lead_clients", "name"),
    subtitle: [col("lead_clients", "email")],
  },
];
