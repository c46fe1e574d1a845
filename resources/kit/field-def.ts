import type { FlagCondition, Role } from "./types.js";

// A field of a declaration: its type, limits and the server's part in it (computed, looked up,
// kept from clients). Split from types.ts, which re-exports it, to keep each file short.

export type FieldType =
  | "string"
  | "text"
  | "email"
  | "integer"
  | "number"
  | "boolean"
  | "date"
  | "datetime"
  | "enum"
  | "color"
  | "icon"
  | "reference"
  /** Integer cents, shown and typed as an amount of the company's currency. */
  | "money"
  /** Several ids of the `reference` resource (a lead's services), kept as an integer array. */
  | "references"
  /** Options to choose from, each worth points: `[{id, label, points}]` (a question's answers). */
  | "choices"
  /** Free labels (a ticket's tags), kept as a text array; `maxLength` bounds each label. */
  | "tags"
  /** A time of day, "HH:MM" (a class's start). */
  | "time"
  /**
   * A PNG or JPG, told by its bytes (as avatars are): the row keeps its path; it is written only
   * by POST /api/<name>/<id>/image/<field> (multipart) and served by GET /api/files/images/<name>.
   */
  | "image";

export interface FieldDef {
  type: FieldType;
  /** Column name when it differs from the field name (API and web always use the field name). */
  column?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Values allowed for an enum; their labels are `resources:<name>.options.<field>.<value>`. */
  options?: readonly string[];
  /** An enum of ISO 3166-1 country codes: named in the reader's language by Intl, not by locale keys. */
  countryNames?: boolean;
  /** For an enum whose list several resources share: its labels are `<optionLabels>.<value>`. */
  optionLabels?: string;
  /**
   * For an enum whose stored values may outlive the options (a ticket's status): the name of
   * "none of them". The list filter takes it for the rows holding any other value, which a
   * board shows in a column of that name instead of breaking.
   */
  unknown?: string;
  default?: string | number | boolean | null;
  /** A unique column: a duplicate is answered 422 on this field. */
  unique?: boolean;
  /** For type reference: the resource pointed to; its labelField names the rows in the web. */
  reference?: string;
  /**
   * For type reference: a field both this row and the referenced row have, which must hold the
   * same value in both (a task's phase is a phase of the task's project: `sameAs: "project_id"`).
   * Any other row is refused like an id that does not exist, whoever writes it.
   */
  sameAs?: string;
  /**
   * For type reference: the rows a form may choose depend on other fields of the row (an offer on
   * the registration's client and course). The picker offers what GET /api/<path> answers, given
   * those fields' values as query parameters of the same names; the write checks the same rule.
   */
  offeredBy?: { path: string; by: readonly string[] };
  /**
   * For a read-only reference the server sets as a side effect of a write (a registration's drafted
   * fee invoice): the screen that made the write says so, with a link to that row and, when named,
   * its `amount` (a money field). Its words: `resources:<name>.announced.<field>` ({{amount}}).
   */
  announced?: { amount?: string };
  /** Set by the server, never accepted in a body (id, created_at, computed counts). */
  readOnly?: boolean;
  /** A value computed by the database: how many rows of `table` point to this row by `foreignKey`. */
  count?: { table: string; foreignKey: string };
  /**
   * A value read from another table (read-only): `columns` of the `table` row whose id this row
   * holds in field `via`, joined by a space (a person's name and last name). With `through`, the
   * id in `via` is first followed to a `through.table` row, whose `through.via` column holds it.
   * `via` is "id" (the row itself) or a reference: the value is null for a reader who may not
   * read the referenced row (nor, with `through`, the row it leads to).
   */
  lookup?: {
    via: string;
    table: string;
    columns: readonly string[];
    through?: { table: string; via: string };
    /**
     * Shown to whoever reads this row, even one who may not read the referenced row (who wrote a message one
     * reads).
     */
    shown?: boolean;
    /**
     * Through users: a member of the team is never named to a client (docs/product.md#product-rules). For a reader
     * with no staff role the value is null when the user is staff; a client's colleagues keep theirs.
     */
    teamUnnamed?: boolean;
  };
  /** Set by the server to the signed-in user's id on create; never accepted in a body (author, uploaded by). */
  currentUser?: boolean;
  /**
   * For a reference to users: on create, a body without it takes the signed-in user's id (a
   * lead's owner); an explicit null leaves it empty. The create form starts with it too.
   */
  creatorByDefault?: boolean;
  /** A date or time that may not be earlier than another field's ("ends on or after it starts"). */
  notBefore?: string;
  /** Kept by the server and never shown in generated pages (a card's position on a board). */
  hidden?: boolean;
  /**
   * A field that only means something when a boolean field of the same row is true (a public
   * body's DIR3 codes): generated forms and pages show it only then. The API keeps it like any other.
   */
  shownWhen?: string;
  /**
   * Read-only: one field of the row divided by another, rounded half away from zero (a
   * campaign's cost per lead); null when the divisor is 0.
   */
  ratio?: { numerator: string; denominator: string };
  /**
   * Read-only, for an enum: another enum field told in this one's own words (a ticket's status as
   * its client sees it, docs/product.md#product-rules). `values` gives each option of `from`, and its unknown value, an
   * option of this field; where an override's `when` holds on a row whose `from` is `is`, that
   * override's `value` instead (a resolved ticket the client rated is closed for them).
   */
  mapped?: { from: string; values: Readonly<Record<string, string>>; overrides?: readonly MappedOverride[] };
  /**
   * The support team's own field (a ticket's assignee, complexity, SLA clock): never answered
   * to a client user, and a client's body naming it is refused.
   */
  staffOnly?: boolean;
  /**
   * Once the row exists, only these roles may change the field (a ticket's client: the whole
   * conversation goes with it). Whoever may create the row sets it; any other role's write of a
   * different value is refused (403) by every route that writes the row, and nothing changes.
   */
  editRoles?: readonly Role[];
}

/** See FieldDef.mapped. */
export interface MappedOverride {
  is: string;
  when: FlagCondition;
  value: string;
}

/** Whether the field is computed when read (a count, a lookup, a ratio, a mapped value): it has no column. */
export function isComputedField(field: FieldDef): boolean {
  return Boolean(field.count || field.lookup || field.ratio || field.mapped);
}
