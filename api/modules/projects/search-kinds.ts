import { sql } from "kysely";
import { col, vector, clientJoin, type SearchKind } from "../search/search-kinds.js";

/** What the header's search finds of projects: its projects and tasks (api/modules/search). */
export const PROJECTS_SEARCH_KINDS: readonly SearchKind[] = [
  {
    kind: "projects",
    resource: "projects",
    table: "projects",
    vector: vector(col("projects", "name"), sql`''`),
    trigram: sql`unaccent_lower(${col("projects", "name")})`,
    joins: clientJoin("projects"),
    title: col("projects", "name"),
    subtitle: [sql.ref("search_client.name")],
  },
  {
    kind: "tasks",
    resource: "tasks",
    table: "tasks",
    vector: vector(col("tasks", "name"), sql`''`),
    trigram: sql`unaccent_lower(${col("tasks", "name")})`,
    joins: sql`join projects as search_project on search_project.id = ${col("tasks", "project_id")}`,
    title: col("tasks", "name"),
    subtitle: [sql.ref("search_project.name")],
  },
];
