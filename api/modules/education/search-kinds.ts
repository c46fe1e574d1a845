import { sql } from "kysely";
import { col, vector, none, type SearchKind } from "../search/search-kinds.js";

/** What the header's search finds of education: its courses (api/modules/search). */
export const EDUCATION_SEARCH_KINDS: readonly SearchKind[] = [
  {
    kind: "courses",
    resource: "courses",
    table: "courses",
    vector: vector(col("courses", "name"), sql`coalesce(${col("courses", "code")}, '')`),
    trigram: sql`unaccent_lower(${col("courses", "name")})`,
    joins: none,
    title: col("courses", "name"),
    subtitle: [col("courses", "code")],
  },
];
