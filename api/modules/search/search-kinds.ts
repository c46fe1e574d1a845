import { sql, type RawBuilder } from "kysely";

// The kinds searched, in the order the answer lists them, each over its resource's table. The
// `vector` and `trigram` expressions are exactly those migration 0017 indexes (and 0013 for
// tickets' title): the planner uses an expression index only for the very same expression,
// written with the same constants (literals, never parameters).
export interface SearchKind {
  kind: string;
  /** The declaration whose `list` permission and row scope apply. */
  resource: string;
  table: string;
  vector: RawBuilder<unknown>;
  /** The label, unaccented and lowercased, for trigram similarity. */
  trigram: RawBuilder<unknown>;
  /** Joins for the subtitle, aliased search_*: never the scope's own aliases (scope_*). */
  joins: RawBuilder<unknown>;
  /** The label (null for a draft invoice, whose label the route words). */
  title: RawBuilder<unknown>;
  /** The subtitle's parts, joined with " · " when present. */
  subtitle: RawBuilder<unknown>[];
  /** An amount in cents shown last in the subtitle (an invoice's total). */
  money?: RawBuilder<unknown>;
  /**
   * Also matched on its client's name, email and tax id (an invoice, which has no name of its
   * own): through the clients' own full-text index, then the row's client_id index.
   */
  byClient?: boolean;
  /** What names the row's page when its id does not (a ticket's page is /support/ticket-<token>). */
  token?: RawBuilder<unknown>;
}

const col = (table: string, column: string) => sql.ref(`${table}.${column}`);
const vector = (title: RawBuilder<unknown>, rest: RawBuilder<unknown>) => sql`search_vector(${title}, ${rest})`;
const spaced = (value: RawBuilder<unknown>) => sql`translate(coalesce(${value}, ''), '@.-_', '    ')`;
const clientJoin = (table: string) =>
  sql`left join lead_clients as search_client on search_client.id = ${col(table, "client_id")}`;
const none = sql``;

/** A client's document, exactly as migration 0017 indexes it (the clients kind and byClient). */
export const CLIENT_VECTOR = vector(
  col("lead_clients", "name"),
  sql`${spaced(col("lead_clients", "email"))} || ' ' || coalesce(${col("lead_clients", "tax_id")}, '')`,
);

export const SEARCH_KINDS: readonly SearchKind[] = [
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
