import { sql, type RawBuilder } from "kysely";

// A kind of record the header's search finds, each over its resource's table; each area names its
// own in its manifest (ApiManifest.searchKinds), in the order the answer lists them. The
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

export const col = (table: string, column: string) => sql.ref(`${table}.${column}`);
export const vector = (title: RawBuilder<unknown>, rest: RawBuilder<unknown>) => sql`search_vector(${title}, ${rest})`;
export const spaced = (value: RawBuilder<unknown>) => sql`translate(coalesce(${value}, ''), '@.-_', '    ')`;
export const clientJoin = (table: string) =>
  sql`left join lead_clients as search_client on search_client.id = ${col(table, "client_id")}`;
export const none = sql``;

/** A client's document, exactly as migration 0017 indexes it (the clients kind and byClient). */
export const CLIENT_VECTOR = vector(
  col("lead_clients", "name"),
  sql`${spaced(col("lead_clients", "email"))} || ' ' || coalesce(${col("lead_clients", "tax_id")}, '')`,
);
