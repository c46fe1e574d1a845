// The vocabulary every resource declaration is written in. Plain data only: the API (routes,
// JSON schemas, SQL) and the web (menu, tables, forms, access) are both derived from it.
import type { FieldDef } from "./field-def.js";

export const ROLES = ["superadmin", "admin", "commercial", "client"] as const;
export type Role = (typeof ROLES)[number];
/** The support team and the rest of the company's staff: everyone but client users. */
export const STAFF_ROLES = ["superadmin", "admin", "commercial"] as const satisfies readonly Role[];

export const ACTIONS = ["list", "show", "create", "edit", "delete"] as const;
export type Action = (typeof ACTIONS)[number];

export const AREAS = ["projects", "crm", "education", "support", "billing", "users", "settings"] as const;
export type Area = (typeof AREAS)[number];

export type { FieldDef, FieldType, MappedOverride } from "./field-def.js";
export { isComputedField } from "./field-def.js";

/** A declaration's fields by name. */
export type Fields = Record<string, FieldDef>;

/**
 * The names a declaration may use in its lists, boards, sections and scope: its fields' names. For
 * a declared resource they are literal, so an unknown name fails to compile; for `ResourceDef`
 * (any resource) every string.
 */
export type FieldName<F> = Extract<keyof F, string>;

export type Permissions = Partial<Record<Role, readonly Action[] | "*">>;

/**
 * Row scope: which rows a role that is granted an action may touch. `client` names the field
 * holding the client id (users.client_id) a client user may see; `owner` (commercial, later) the
 * field holding the user id. A role with no entry here sees every row it is granted.
 */
export interface RowScope<N extends string = string> {
  client?: N;
  owner?: N;
  /**
   * The field holding the project the row belongs to ("id" on projects): the row follows its
   * project's access. Clients see the projects of their client; commercial users the projects
   * they manage or have tasks in, and they change a project itself only when they manage it.
   */
  project?: N;
  /** The field holding the task the row belongs to: the row follows its task's project. */
  task?: N;
  /**
   * With `client` naming a `references` field (the clients an offer is assigned to): rows whose
   * `shared.field` holds `shared.value` are every client's, the others only the listed clients'.
   */
  shared?: { field: N; value: string };
  /** A boolean field: rows with it set are never shown to clients (internal comments). */
  internal?: N;
  /** The field holding the author's user id: only the author (or an admin) edits or deletes the row. */
  author?: N;
  /** A named, fixed narrowing of every read (`staff`: only users with a staff role). */
  rows?: "staff";
  /** With `owner`: rows nobody owns yet (the owner field empty) are in the owner's scope too. */
  unassigned?: boolean;
  /**
   * The row follows another resource's row (a ticket message its ticket, a file its message):
   * commercial and client users reach it exactly when they reach that row.
   */
  parent?: { field: N; resource: string };
}

/**
 * A kanban board over a resource: one column per value of `column` (a reference to an ordered
 * resource, or an enum), cards ordered by the integer field `order`, showing `card` fields.
 * A move sets column and position in one call: POST /api/<name>/<id>/move.
 */
export interface BoardDef<N extends string = string> {
  column: N;
  order: N;
  card: { title: N; fields: readonly N[] };
  /** List filters a board may be narrowed by (a project's tasks). */
  filters?: readonly N[];
  /**
   * Column totals in each header: the sum of `value` and of value × `probability` / 100
   * (GET /api/<name>/board-totals).
   */
  totals?: { value: N; probability?: N };
  /** A datetime field: once it is past, the card is marked stale (a lead rotting in its stage). */
  staleAt?: N;
}

export interface ChildrenDef {
  /** The body's key holding the rows. */
  field: string;
  resource: string;
  /** The child's reference to this row; the server sets it. */
  foreignKey: string;
  /** An integer field the server sets to each row's index in the list. */
  order?: string;
  /** At most this many rows. */
  max: number;
}

/** The generic pages a resource may have (see pagesOf). */
export type PageAction = "list" | "create" | "edit" | "show";

/**
 * A titled group of a form's fields (`resources:<name>.sections.<key>` is its label). Forms of a
 * resource with sections lay them out in two columns on wide screens; fields in no section follow.
 */
export interface SectionDef<N extends string = string> {
  key: string;
  fields: readonly N[];
}

/**
 * A resource's declaration; `F` its fields (the system ones too), `N` their names, which every
 * other part uses (a parameter of its own, so a declaration is a `ResourceDef` of any fields).
 */
export interface ResourceDef<F extends Fields = Fields, N extends string = FieldName<F>> {
  /** API name, kebab-case and plural: `/api/<name>`. */
  name: string;
  table: string;
  area: Area;
  /** The list page's path (the spec's); create, edit and show hang under it. */
  route: string;
  /** The field that names a row: shown in references, titles and the delete confirmation. */
  labelField: N;
  icon?: string;
  fields: F;
  list: {
    columns: readonly N[];
    /** Fields the list may be narrowed by, in the order a filter bar offers them (web/components/list). */
    filters: readonly N[];
    sorters: readonly N[];
    search: readonly N[];
    defaultSort: { field: N; order: "asc" | "desc" };
    /** Fields summed over every row the list's filters find: GET /api/<name>/totals. */
    totals?: readonly N[];
    /** The list as CSV under the same filters and sort: GET /api/<name>/export.csv. */
    export?: boolean;
    /**
     * The fields a row's card shows on a phone, the row's name first (see cardFields): what
     * matters in a glance. Default: the first columns.
     */
    card?: readonly N[];
  };
  permissions: Permissions;
  scope?: RowScope<N>;
  board?: BoardDef<N>;
  /**
   * Further boards over the same rows, by name (a lead's pipeline board by stage beside its
   * status board). Each moves through POST /api/<name>/<id>/move/<board>.
   */
  boards?: Record<string, BoardDef<N>>;
  /**
   * Rows of another resource written inline with this one (an invoice's lines): POST and PATCH
   * take `field: [...]` and save parent and children in one transaction (api/crud/child-rows.ts).
   */
  children?: ChildrenDef;
  /** Lists of other resources' rows that point here, shown on the show page (a client's leads and projects). */
  related?: readonly { resource: string; field: string }[];
  /**
   * Rows are uploaded files of an owner record (field `owner`): created by a multipart upload,
   * read back through /api/<name>/<id>/download by whoever may read the owner.
   */
  attachments?: { owner: N };
  /**
   * Values of an enum field a row reaches only through a dialog of its own that asks for more than
   * the value (a ticket is resolved by its close dialog, docs/product.md#states): the generic writes (create,
   * PATCH, board move) refuse them with a 422, and the generic form and board open that dialog.
   */
  closing?: { field: N; values: readonly string[] };
  /** Listed in the menu (default true); false for resources only other screens use. */
  menu?: boolean;
  /**
   * Serves client users themselves (their tickets, projects, invoices): listed in their menu, which
   * lists nothing else. Lists a client only reads for their own screens (a ticket's types, the
   * project states) stay readable through the API, out of their menu.
   */
  portal?: boolean;
  /**
   * The generic pages it has (see pagesOf): every one for a resource in the menu; for one only
   * other screens use, none but those its screens link to (a task's page opens its edit form).
   */
  pages?: readonly PageAction[];
  sections?: readonly SectionDef<N>[];
  /**
   * The few fields (at most 6) a create from a board or a list asks first; "more fields" opens the
   * rest. A required field with no default is among them (resources/kit/quick-create.ts).
   */
  quickCreate?: readonly N[];
  /** Rows late on a date (see OverdueDef): gives the list filter `overdue` and the screens' tag. */
  overdue?: OverdueDef<N>;
  /** A service clock (a ticket's resolution SLA): gives the list filter `sla=at_risk|breached`. */
  sla?: SlaDef<N>;
  /** A plan to keep (a project's dates and hours): gives the list filter `at_risk=true|false`. */
  risk?: RiskDef<N>;
  /**
   * Named yes/no list filters: `<name>=true` keeps the rows where every condition holds, `false`
   * the others (a lead still open, time not invoiced yet). The dashboard's links are made of them.
   */
  flags?: Record<string, readonly FlagCondition<N>[]>;
}

/**
 * One condition of a flag: a field empty or not; a boolean field true or false; a field equal to
 * one value; a number above a value; or, through a reference, a boolean field of the referenced
 * row (false when there is none).
 */
export type FlagCondition<N extends string = string> =
  | { field: N; empty: boolean }
  | { field: N; is: boolean }
  | { field: N; equals: string }
  | { field: N; above: number }
  | { field: N; referenced: { resource: string; field: string; is: boolean } };

/**
 * At risk: `progress` behind the share of the time from `start` to `end` already gone (today, past
 * the end, is 100 %), or `actual` hours over `estimated` ones.
 */
export interface RiskDef<N extends string = string> {
  progress: N;
  start: N;
  end: N;
  estimated: N;
  actual: N;
}

/**
 * A clock on a row: `dueAt` is when it runs out, `warnAt` when it is at risk (75 % spent);
 * it stands still while `pausedAt` is set and is over once `doneAt` is.
 */
export interface SlaDef<N extends string = string> {
  dueAt: N;
  warnAt: N;
  pausedAt: N;
  doneAt: N;
}

/**
 * A row is overdue when its `date` is before today and it is not done: `doneWhen.set` names a
 * field the server sets once the row is done (a task's completion time), `doneWhen.settled` an
 * amount that is done once nothing of it is left (an invoice's outstanding), `doneWhen.reaches` a
 * number that says so from a value on (a project's progress at 100).
 */
export interface OverdueDef<N extends string = string> {
  date: N;
  doneWhen: { set: N } | { settled: N } | { reaches: { field: N; value: number } };
}
